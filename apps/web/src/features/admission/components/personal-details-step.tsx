import { translateMessage } from '../../../i18n/translate-message';
import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useEffect, useMemo } from 'react';
import type { z } from 'zod';
import {
  GENDERS,
  personalDetailsInputSchema,
  RELIGIONS,
  TERMS_NOTE,
  type PersonalDetails,
} from '@college/contracts/entities/personal-details';
import { INVALID_DOB_TITLE } from '@college/contracts/rules/dates';
import { INVALID_EMAIL_MESSAGE, INVALID_EMAIL_TITLE, isEmail } from '@college/contracts/rules/email';
import { isFilled, missingFields, requiredFields } from '@college/contracts/rules/required';
import { toast } from '../../../components/ui/toast';
import { useApplication } from '../api/get-application';
import { postPersonalDetails, useSaveStep } from '../api/save-step';
import { CheckboxField, Field, RadioGroup, SelectField, TextField } from '../../../components/form/fields';
import { DatePicker } from './date-picker';
import { ReservationFields } from './reservation-fields';
import { ApplicantPictures } from '../pictures';
import { NO_CLAIM, type CategoryCode, type DisabilityCode } from '@college/contracts/entities/reservation';
import { saveWithToasts } from './save-with-toasts';
import { RequiredNote, StepForm } from './step-form';
import { StepHeading } from './step-heading';
import { localHref } from '../../../i18n/local-href';
import { paths } from '../../../config/paths';
import { useStepForm } from './use-step-form';
import { DraftNotice } from './draft-notice';
import { draftKey } from '../../../lib/drafts';

type Props = { applicationId: string; onSaved: () => void };
type Values = z.input<typeof personalDetailsInputSchema>;

const BLANK: Values = {
  fullName: '',
  dob: '',
  gender: '',
  religion: '',
  email: '',
  agreeToTerms: false,
  category: NO_CLAIM,
  certificateNumber: '',
  certificateDate: '',
  disability: 'none',
  disabilityPercent: '',
};
const REQUIRED = requiredFields(personalDetailsInputSchema, BLANK);

/** Saved details as the form shows them: religion as its label; the terms are ticked again each time. */
function toValues(saved: PersonalDetails): Values {
  return {
    ...saved,
    religion: RELIGIONS.find((r) => r.toLowerCase() === saved.religion) ?? '',
    agreeToTerms: false,
    category: saved.category as CategoryCode,
    disability: saved.disability as DisabilityCode,
  };
}

/** Step 2: personal details. */
export function PersonalDetailsStep({ applicationId, onSaved }: Props) {
  const application = useApplication(applicationId);
  const save = useSaveStep(postPersonalDetails);
  const saved = application.data?.personalDetails;
  const values = useMemo(() => (saved ? toValues(saved) : undefined), [saved]);
  const { form, restoredDraft, clearDraft } = useStepForm(personalDetailsInputSchema, BLANK, values, draftKey(applicationId, 'personal'));
  const current = form.watch();
  const set = <K extends keyof Values>(name: K, value: Values[K]) => form.setValue(name, value as never, { shouldDirty: true });

  useEffect(() => {
    if (application.isError) toast({ title: t`Error`, description: t`Failed to load existing application data`, variant: 'destructive' });
  }, [application.isError]);

  const emailInvalid = current.email !== '' && !isEmail(current.email.trim());
  const complete = isFilled(current, REQUIRED) && isEmail(current.email.trim());
  const labels: Record<string, string> = {
    fullName: t`Full Name (As per SSLC or 10th)`,
    dob: t`Date of Birth`,
    gender: t`Gender`,
    religion: t`Religion`,
    email: t`Email Address`,
    agreeToTerms: t`accepting the terms and conditions`,
  };
  const missing = missingFields(current, REQUIRED).map((path) => labels[path] ?? path);

  const submit = form.handleSubmit(
    (details) =>
      saveWithToasts(
        () => save.mutateAsync({ applicationId, personalDetails: details }),
        { success: t`Personal details saved successfully`, failure: t`Failed to save personal details` },
        () => {
          clearDraft();
          onSaved();
        },
      ),
    // The schema's messages, the email's first and then the date of birth's, as the spec orders them.
    (errors) => {
      if (errors.email) toast({ title: INVALID_EMAIL_TITLE, description: INVALID_EMAIL_MESSAGE, variant: 'destructive' });
      else if (errors.dob) toast({ title: INVALID_DOB_TITLE, description: errors.dob.message ?? '', variant: 'destructive' });
      else toast({ title: t`Error`, description: Object.values(errors)[0]?.message ?? '', variant: 'destructive' });
    },
  );

  return (
    <StepForm
      className="card step"
      canSubmit={complete}
      missing={missing}
      pending={save.isPending}
      submitLabel={t`Continue`}
      pendingLabel={t`Saving...`}
      onSubmit={() => void submit()}
    >
      <StepHeading subtitle={t`Please provide your personal details to continue with the application`}>{t`New Application`}</StepHeading>
      <RequiredNote />
      <DraftNotice shown={restoredDraft} />
      <TextField
        id="fullName"
        label={t`Full Name (As per SSLC or 10th)`}
        required
        autoComplete="name"
        value={current.fullName}
        maxLength={100}
        onChange={(v) => set('fullName', v)}
      />
      <Field id="dob" label={t`Date of Birth`} required>
        <DatePicker id="dob" value={current.dob} onChange={(v) => set('dob', v)} />
      </Field>
      <RadioGroup
        id="gender"
        name="gender"
        label={t`Gender`}
        required
        value={current.gender}
        onChange={(v) => set('gender', v as (typeof GENDERS)[number])}
        options={GENDERS.map((g) => ({ value: g, label: g === 'male' ? t`Male` : g === 'female' ? t`Female` : t`Transgender` }))}
      />
      <SelectField
        id="religion"
        label={t`Religion`}
        required
        value={current.religion}
        placeholder={t`Select religion`}
        onChange={(v) => set('religion', v)}
        options={RELIGIONS.map((r) => ({ value: r, label: translateMessage(r) }))}
      />
      <TextField
        id="email"
        label={t`Email Address`}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        value={current.email}
        error={emailInvalid ? translateMessage(INVALID_EMAIL_MESSAGE) : undefined}
        onChange={(v) => set('email', v)}
      />
      <ReservationFields values={current} set={set} />
      <ApplicantPictures applicationId={applicationId} />
      <CheckboxField
        id="agreeToTerms"
        checked={current.agreeToTerms}
        onChange={(on) => set('agreeToTerms', on)}
        hint={translateMessage(TERMS_NOTE)}
        label={
          <span>
            <Trans>
              I agree to the{' '}
              <a href={localHref(paths.terms())} target="_blank" rel="noopener">
                terms and conditions
              </a>
              *
            </Trans>
          </span>
        }
      />
    </StepForm>
  );
}
