import { useEffect, useState } from 'react';
import { GENDERS, RELIGIONS, TERMS_LABEL, TERMS_NOTE } from '@college/contracts/entities/personal-details';
import { INVALID_DOB_TITLE, isOldEnough, todayInKolkata, UNDERAGE_MESSAGE } from '@college/contracts/rules/dates';
import { INVALID_EMAIL_MESSAGE, INVALID_EMAIL_TITLE, isEmail } from '@college/contracts/rules/email';
import { toast } from '../../../components/ui/toast-store';
import { useApplication } from '../api/get-application';
import { postPersonalDetails, useSaveStep } from '../api/save-step';
import { DatePicker } from './date-picker';
import { saveWithToasts } from './save-with-toasts';
import { StepForm } from './step-form';
import { StepHeading } from './step-heading';

type Props = { applicationId: string; onSaved: () => void };

/** Step 2: personal details. */
export function PersonalDetailsStep({ applicationId, onSaved }: Props) {
  const application = useApplication(applicationId);
  const save = useSaveStep(postPersonalDetails);
  const [fullName, setFullName] = useState('');
  const [dob, setDob] = useState('');
  const [gender, setGender] = useState('');
  const [religion, setReligion] = useState('');
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (application.isError) toast({ title: 'Error', description: 'Failed to load existing application data', variant: 'destructive' });
  }, [application.isError]);

  useEffect(() => {
    const saved = application.data?.personalDetails;
    if (loaded || !application.data) return;
    setLoaded(true);
    if (!saved) return;
    setFullName(saved.fullName);
    setDob(saved.dob);
    setGender(saved.gender);
    setReligion(RELIGIONS.find((r) => r.toLowerCase() === saved.religion) ?? '');
    setEmail(saved.email);
  }, [application.data, loaded]);

  const emailInvalid = email !== '' && !isEmail(email.trim());
  const complete = fullName.trim() !== '' && dob !== '' && gender !== '' && religion !== '' && isEmail(email.trim()) && agreed;

  const submit = async () => {
    if (!isEmail(email.trim())) {
      toast({ title: INVALID_EMAIL_TITLE, description: INVALID_EMAIL_MESSAGE, variant: 'destructive' });
      return;
    }
    if (!isOldEnough(dob, todayInKolkata())) {
      toast({ title: INVALID_DOB_TITLE, description: UNDERAGE_MESSAGE, variant: 'destructive' });
      return;
    }
    await saveWithToasts(
      () =>
        save.mutateAsync({
          applicationId,
          personalDetails: {
            fullName: fullName.trim(),
            dob,
            gender,
            religion: religion.toLowerCase(),
            email: email.trim(),
            agreeToTerms: true,
          },
        }),
      { success: 'Personal details saved successfully', failure: 'Failed to save personal details' },
      onSaved,
    );
  };

  return (
    <StepForm
      className="card step"
      canSubmit={complete}
      pending={save.isPending}
      submitLabel="Continue"
      pendingLabel="Saving..."
      onSubmit={() => void submit()}
    >
      <StepHeading subtitle="Please provide your personal details to continue with the application">New Application</StepHeading>
      <div className="field">
        <label htmlFor="fullName">Full Name (As per SSLC or 10th)</label>
        <input id="fullName" autoComplete="name" value={fullName} maxLength={100} onChange={(e) => setFullName(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="dob">Date of Birth</label>
        <DatePicker id="dob" value={dob} onChange={setDob} />
      </div>
      <fieldset className="field">
        <legend>Gender</legend>
        <div className="choice-row">
          {GENDERS.map((g) => (
            <label key={g} className="choice">
              <input type="radio" name="gender" value={g} checked={gender === g} onChange={() => setGender(g)} />
              {g === 'male' ? 'Male' : 'Female'}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="religion">Religion</label>
        <select id="religion" value={religion} onChange={(e) => setReligion(e.target.value)}>
          <option value="">Select religion</option>
          {RELIGIONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="email">Email Address</label>
        <input
          id="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          aria-invalid={emailInvalid}
          aria-describedby={emailInvalid ? 'email-error' : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
        {emailInvalid ? (
          <p id="email-error" className="error-text">
            {INVALID_EMAIL_MESSAGE}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="choice">
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          {TERMS_LABEL}
        </label>
        <p className="hint">{TERMS_NOTE}</p>
      </div>
    </StepForm>
  );
}
