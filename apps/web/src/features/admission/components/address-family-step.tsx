import { useEffect, useState } from 'react';
import { COUNTRY, MOBILE_LENGTH, PIN_CODE_LENGTH } from '@college/contracts/constants';
import { MOBILE_FIELD_LABELS, type PostOffice } from '@college/contracts/entities/address-family';
import { isPinCode, sanitizeDigits } from '@college/contracts/rules/codes';
import { INDIAN_MOBILE_INLINE_MESSAGE, indianMobileError, isIndianMobile } from '@college/contracts/rules/mobile';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-error';
import { useApplication } from '../api/get-application';
import { fetchPostOffices } from '../api/lookup-pincode';
import { postAddressFamily, useSaveStep } from '../api/save-step';
import { saveWithToasts } from './save-with-toasts';
import { StepForm } from './step-form';
import { StepHeading } from './step-heading';

type Props = { applicationId: string; onBack: () => void; onSaved: () => void };

const EMPTY = {
  houseNumber: '',
  street: '',
  postOffice: '',
  pinCode: '',
  district: '',
  state: '',
  fatherName: '',
  fatherMobile: '',
  motherName: '',
  motherMobile: '',
  guardianName: '',
  guardianPlace: '',
  guardianContact: '',
};
type Form = typeof EMPTY;
type Same = 'none' | 'father' | 'mother';

const REQUIRED: (keyof Form)[] = [
  'houseNumber',
  'street',
  'postOffice',
  'pinCode',
  'district',
  'state',
  'fatherName',
  'fatherMobile',
  'motherName',
  'motherMobile',
];

function MobileField(props: { id: keyof Form; label: string; value: string; onChange: (v: string) => void }) {
  // Flag a wrong first digit at once; a short number is reported on submit.
  const invalid =
    props.value !== '' && (!/^[6-9]/.test(props.value) || (props.value.length === MOBILE_LENGTH && !isIndianMobile(props.value)));
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="tel"
        inputMode="numeric"
        maxLength={MOBILE_LENGTH}
        value={props.value}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${props.id}-error` : undefined}
        onChange={(e) => props.onChange(sanitizeDigits(e.target.value, MOBILE_LENGTH))}
      />
      {invalid ? (
        <p id={`${props.id}-error`} className="error-text">
          {INDIAN_MOBILE_INLINE_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}

/** Step 3: address (with PIN lookup), parents and an optional guardian. */
export function AddressFamilyStep({ applicationId, onBack, onSaved }: Props) {
  const application = useApplication(applicationId);
  const save = useSaveStep(postAddressFamily);
  const [form, setForm] = useState<Form>(EMPTY);
  const [same, setSame] = useState<Same>('none');
  const [offices, setOffices] = useState<PostOffice[]>([]);
  const [looking, setLooking] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  useEffect(() => {
    if (application.isError) {
      toast({ title: 'Error', description: 'Failed to load existing address and family details', variant: 'destructive' });
    }
  }, [application.isError]);

  useEffect(() => {
    if (loaded || !application.data) return;
    setLoaded(true);
    const saved = application.data.addressFamilyDetails;
    if (saved) setForm({ ...saved.address, ...saved.parents, ...saved.guardian });
  }, [application.data, loaded]);

  const lookup = async (pin: string) => {
    if (!isPinCode(pin)) {
      toast({ title: 'Error', description: 'Invalid PIN code. Please check and try again.', variant: 'destructive' });
      return;
    }
    setLooking(true);
    try {
      const found = await fetchPostOffices(pin);
      const first = found[0];
      if (!first) throw new ApiError(404, null);
      if (found.length === 1) {
        setOffices([]);
        set({ district: first.District, state: first.State, postOffice: first.Name });
      } else {
        setOffices(found);
        set({ district: first.District, state: first.State, postOffice: '' });
        toast({
          title: 'Multiple Post Offices Found',
          description: `Found ${found.length} post offices. Please select your preferred one.`,
        });
      }
    } catch (err) {
      const invalid = err instanceof ApiError && (err.status === 404 || err.status === 400);
      toast({
        title: 'Error',
        description: invalid ? 'Invalid PIN code. Please check and try again.' : 'Failed to fetch address details. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setLooking(false);
    }
  };

  const copyFrom = (who: 'father' | 'mother', checked: boolean) => {
    if (!checked) {
      setSame('none');
      set({ guardianName: '', guardianPlace: '', guardianContact: '' });
      return;
    }
    const name = who === 'father' ? form.fatherName : form.motherName;
    const mobile = who === 'father' ? form.fatherMobile : form.motherMobile;
    if (!name.trim() || !mobile) {
      toast({
        title: 'Error',
        description: `Please enter the ${who}'s name and mobile number first`,
        variant: 'destructive',
      });
      return;
    }
    setSame(who);
    set({ guardianName: name, guardianContact: mobile, guardianPlace: '' });
  };

  const complete = REQUIRED.every((k) => form[k].trim() !== '');

  const submit = async () => {
    const checks: [string, string][] = [
      [MOBILE_FIELD_LABELS.fatherMobile, form.fatherMobile],
      [MOBILE_FIELD_LABELS.motherMobile, form.motherMobile],
      ...(form.guardianContact ? ([[MOBILE_FIELD_LABELS.guardianContact, form.guardianContact]] as [string, string][]) : []),
    ];
    for (const [label, value] of checks) {
      const problem = indianMobileError(label, value);
      if (problem) {
        toast({ title: 'Invalid Mobile Number', description: problem, variant: 'destructive' });
        return;
      }
    }
    await saveWithToasts(
      () =>
        save.mutateAsync({
          applicationId,
          addressFamilyDetails: {
            address: {
              houseNumber: form.houseNumber,
              street: form.street,
              postOffice: form.postOffice,
              pinCode: form.pinCode,
              district: form.district,
              state: form.state,
              country: COUNTRY,
            },
            parents: {
              fatherName: form.fatherName,
              fatherMobile: form.fatherMobile,
              motherName: form.motherName,
              motherMobile: form.motherMobile,
            },
            guardian: { guardianName: form.guardianName, guardianPlace: form.guardianPlace, guardianContact: form.guardianContact },
          },
        }),
      { success: 'Address and family details saved successfully', failure: 'Failed to save address and family details' },
      onSaved,
    );
  };

  const text = (id: keyof Form, label: string, autoComplete?: string) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={form[id]} autoComplete={autoComplete} maxLength={200} onChange={(e) => set({ [id]: e.target.value })} />
    </div>
  );

  return (
    <StepForm
      className="step"
      canSubmit={complete}
      pending={save.isPending}
      submitLabel="Continue to Confirmation"
      pendingLabel="Saving..."
      onSubmit={() => void submit()}
      onBack={onBack}
    >
      <StepHeading>Address & Family Details</StepHeading>
      <section className="card" aria-labelledby="address-card">
        <h3 id="address-card">Address Information</h3>
        {text('houseNumber', 'House Number / Name', 'address-line1')}
        {text('street', 'Street / Locality', 'address-line2')}
        <div className="field">
          <label htmlFor="pinCode">PIN Code</label>
          <input
            id="pinCode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={PIN_CODE_LENGTH}
            value={form.pinCode}
            aria-describedby="pin-hint"
            onChange={(e) => {
              const pin = sanitizeDigits(e.target.value, PIN_CODE_LENGTH);
              set({ pinCode: pin });
              if (pin.length === PIN_CODE_LENGTH) void lookup(pin);
              else setOffices([]);
            }}
          />
          <p id="pin-hint" className="hint" aria-live="polite">
            {looking ? 'Looking up post offices...' : 'District, state and post office fill in from the PIN code.'}
          </p>
        </div>
        {offices.length > 1 ? (
          <div className="field">
            <label htmlFor="postOffice">Post Office</label>
            <select id="postOffice" value={form.postOffice} onChange={(e) => set({ postOffice: e.target.value })}>
              <option value="">Select post office</option>
              {offices.map((o) => (
                <option key={`${o.Name}-${o.BranchType}`} value={o.Name}>
                  {o.Name} ({o.BranchType})
                </option>
              ))}
            </select>
          </div>
        ) : (
          text('postOffice', 'Post Office')
        )}
        {text('district', 'District')}
        {text('state', 'State')}
        <div className="field">
          <label htmlFor="country">Country</label>
          <input id="country" value={COUNTRY} readOnly />
        </div>
      </section>

      <section className="card" aria-labelledby="parents-card">
        <h3 id="parents-card">Parents Information</h3>
        {text('fatherName', "Father's Name")}
        <MobileField
          id="fatherMobile"
          label="Father's Mobile Number"
          value={form.fatherMobile}
          onChange={(v) => set({ fatherMobile: v })}
        />
        {text('motherName', "Mother's Name")}
        <MobileField
          id="motherMobile"
          label="Mother's Mobile Number"
          value={form.motherMobile}
          onChange={(v) => set({ motherMobile: v })}
        />
      </section>

      <section className="card" aria-labelledby="guardian-card">
        <h3 id="guardian-card">Guardian Information</h3>
        <p className="hint">Optional</p>
        <div className="choice-row">
          <label className="choice">
            <input type="checkbox" checked={same === 'father'} onChange={(e) => copyFrom('father', e.target.checked)} />
            Same as Father
          </label>
          <label className="choice">
            <input type="checkbox" checked={same === 'mother'} onChange={(e) => copyFrom('mother', e.target.checked)} />
            Same as Mother
          </label>
        </div>
        {text('guardianName', "Guardian's Name")}
        {text('guardianPlace', "Guardian's Place")}
        <MobileField
          id="guardianContact"
          label="Guardian's Contact Number"
          value={form.guardianContact}
          onChange={(v) => set({ guardianContact: v })}
        />
      </section>
    </StepForm>
  );
}
