import { translateMessage } from '../../../i18n/translate-message';
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { COUNTRY, MOBILE_LENGTH, PIN_CODE_LENGTH } from '@college/contracts/constants';
import { addressFamilyInputSchema, type PostOffice } from '@college/contracts/entities/address-family';
import { isFilled, requiredFields } from '@college/contracts/rules/required';
import { isPinCode, sanitizeDigits } from '@college/contracts/rules/codes';
import { INDIAN_MOBILE_INLINE_MESSAGE, isIndianMobile } from '@college/contracts/rules/mobile';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { useApplication } from '../api/get-application';
import { fetchPostOffices } from '../api/lookup-pincode';
import { postAddressFamily, useSaveStep } from '../api/save-step';
import { saveWithToasts } from './save-with-toasts';
import { StepForm } from './step-form';
import { StepHeading } from './step-heading';
import { useStepForm } from './use-step-form';
import { DraftNotice } from './draft-notice';
import { draftKey } from '../../../lib/drafts';

type Props = { applicationId: string; onBack: () => void; onSaved: () => void };
type Values = z.input<typeof addressFamilyInputSchema>;
type Address = Values['address'];
type Parents = Values['parents'];
type Guardian = NonNullable<Values['guardian']>;
type Same = 'none' | 'father' | 'mother';

const BLANK = {
  address: { houseNumber: '', street: '', postOffice: '', pinCode: '', district: '', state: '', country: COUNTRY },
  parents: { fatherName: '', fatherMobile: '', motherName: '', motherMobile: '' },
  guardian: { guardianName: '', guardianPlace: '', guardianContact: '' },
} satisfies Values;
const REQUIRED = requiredFields(addressFamilyInputSchema, BLANK);
// The mobiles are reported first, each under its own title, in this order.
const MOBILES = [
  ['parents', 'fatherMobile'],
  ['parents', 'motherMobile'],
  ['guardian', 'guardianContact'],
] as const;

function MobileField(props: { id: string; label: string; value: string; onChange: (v: string) => void }) {
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
          {translateMessage(INDIAN_MOBILE_INLINE_MESSAGE)}
        </p>
      ) : null}
    </div>
  );
}

/** Step 3: address (with PIN lookup), parents and an optional guardian. */
export function AddressFamilyStep({ applicationId, onBack, onSaved }: Props) {
  const application = useApplication(applicationId);
  const save = useSaveStep(postAddressFamily);
  const saved = application.data?.addressFamilyDetails;
  const { form, restoredDraft, clearDraft } = useStepForm(
    addressFamilyInputSchema,
    BLANK,
    saved ?? undefined,
    draftKey(applicationId, 'address'),
  );
  const current = form.watch() as typeof BLANK;
  const [same, setSame] = useState<Same>('none');
  const [offices, setOffices] = useState<PostOffice[]>([]);
  const [looking, setLooking] = useState(false);
  const setAddress = (patch: Partial<Address>) => {
    for (const [k, v] of Object.entries(patch)) form.setValue(`address.${k as keyof Address}`, v, { shouldDirty: true });
  };
  const setParent = (name: keyof Parents, value: string) => form.setValue(`parents.${name}`, value, { shouldDirty: true });
  const setGuardian = (patch: Partial<Guardian>) => {
    for (const [k, v] of Object.entries(patch)) form.setValue(`guardian.${k as keyof Guardian}`, v, { shouldDirty: true });
  };

  useEffect(() => {
    if (application.isError) {
      toast({ title: t`Error`, description: t`Failed to load existing address and family details`, variant: 'destructive' });
    }
  }, [application.isError]);

  // A district and state from an earlier PIN must not stay beside a PIN that has none.
  const forgetPlace = () => {
    setOffices([]);
    setAddress({ district: '', state: '', postOffice: '' });
  };

  const lookup = async (pin: string) => {
    if (!isPinCode(pin)) {
      forgetPlace();
      toast({ title: t`Error`, description: 'Invalid PIN code. Please check and try again.', variant: 'destructive' });
      return;
    }
    setLooking(true);
    try {
      const found = await fetchPostOffices(pin);
      const first = found[0];
      if (!first) throw new ApiError(404, null);
      if (found.length === 1) {
        setOffices([]);
        setAddress({ district: first.District, state: first.State, postOffice: first.Name });
      } else {
        setOffices(found);
        setAddress({ district: first.District, state: first.State, postOffice: '' });
        toast({
          title: t`Multiple Post Offices Found`,
          description: t`Found ${found.length} post offices. Please select your preferred one.`,
        });
      }
    } catch (err) {
      const invalid = err instanceof ApiError && (err.status === 404 || err.status === 400);
      if (invalid) forgetPlace();
      toast({
        title: t`Error`,
        description: invalid ? 'Invalid PIN code. Please check and try again.' : t`Failed to fetch address details. Please try again.`,
        variant: 'destructive',
      });
    } finally {
      setLooking(false);
    }
  };

  const copyFrom = (who: 'father' | 'mother', checked: boolean) => {
    if (!checked) {
      setSame('none');
      setGuardian({ guardianName: '', guardianPlace: '', guardianContact: '' });
      return;
    }
    const { parents } = current;
    const name = who === 'father' ? parents.fatherName : parents.motherName;
    const mobile = who === 'father' ? parents.fatherMobile : parents.motherMobile;
    if (!name.trim() || !mobile) {
      toast({
        title: t`Error`,
        description:
          who === 'father'
            ? t`Please enter the father's name and mobile number first`
            : t`Please enter the mother's name and mobile number first`,
        variant: 'destructive',
      });
      return;
    }
    setSame(who);
    setGuardian({ guardianName: name, guardianContact: mobile, guardianPlace: '' });
  };

  const complete = isFilled(current, REQUIRED);

  const submit = form.handleSubmit(
    (details) =>
      saveWithToasts(
        () => save.mutateAsync({ applicationId, addressFamilyDetails: details }),
        { success: t`Address and family details saved successfully`, failure: t`Failed to save address and family details` },
        () => {
          clearDraft();
          onSaved();
        },
      ),
    (errors) => {
      // A wrong mobile is named first, father's before mother's before the guardian's.
      for (const [group, name] of MOBILES) {
        const message = (errors[group] as Partial<Record<string, { message?: string }>> | undefined)?.[name]?.message;
        if (message) {
          toast({ title: t`Invalid Mobile Number`, description: message, variant: 'destructive' });
          return;
        }
      }
      const first = [errors.address, errors.parents, errors.guardian].flatMap((g) => Object.values(g ?? {}))[0] as
        { message?: string } | undefined;
      toast({ title: t`Error`, description: first?.message ?? t`Failed to save address and family details`, variant: 'destructive' });
    },
  );

  const field = <G extends 'address' | 'parents' | 'guardian'>(
    group: G,
    id: keyof (typeof BLANK)[G] & string,
    label: string,
    autoComplete?: string,
  ) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={(current[group] as Record<string, string>)[id]}
        autoComplete={autoComplete}
        maxLength={200}
        onChange={(e) => form.setValue(`${group}.${id}` as 'address.street', e.target.value, { shouldDirty: true })}
      />
    </div>
  );

  return (
    <StepForm
      className="step"
      canSubmit={complete}
      pending={save.isPending}
      submitLabel={t`Continue to Confirmation`}
      pendingLabel={t`Saving...`}
      onSubmit={() => void submit()}
      onBack={onBack}
    >
      <StepHeading>{t`Address & Family Details`}</StepHeading>
      <DraftNotice shown={restoredDraft} />
      <section className="card" aria-labelledby="address-card">
        <h3 id="address-card">{t`Address Information`}</h3>
        {field('address', 'houseNumber', t`House Number / Name`, 'address-line1')}
        {field('address', 'street', t`Street / Locality`, 'address-line2')}
        <div className="field">
          <label htmlFor="pinCode">{t`PIN Code`}</label>
          <input
            id="pinCode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={PIN_CODE_LENGTH}
            value={current.address.pinCode}
            aria-describedby="pin-hint"
            onChange={(e) => {
              const pin = sanitizeDigits(e.target.value, PIN_CODE_LENGTH);
              setAddress({ pinCode: pin });
              if (pin.length === PIN_CODE_LENGTH) void lookup(pin);
              else setOffices([]);
            }}
          />
          <p id="pin-hint" className="hint" aria-live="polite">
            {looking ? t`Looking up post offices...` : t`District, state and post office fill in from the PIN code.`}
          </p>
        </div>
        {offices.length > 1 ? (
          <div className="field">
            <label htmlFor="postOffice">{t`Post Office`}</label>
            <select id="postOffice" value={current.address.postOffice} onChange={(e) => setAddress({ postOffice: e.target.value })}>
              <option value="">{t`Select post office`}</option>
              {offices.map((o) => (
                <option key={`${o.Name}-${o.BranchType}`} value={o.Name}>
                  {o.Name} ({o.BranchType})
                </option>
              ))}
            </select>
          </div>
        ) : (
          field('address', 'postOffice', t`Post Office`)
        )}
        {field('address', 'district', t`District`)}
        {field('address', 'state', t`State`)}
        <div className="field">
          <label htmlFor="country">{t`Country`}</label>
          <input id="country" value={COUNTRY} readOnly />
        </div>
      </section>

      <section className="card" aria-labelledby="parents-card">
        <h3 id="parents-card">{t`Parents Information`}</h3>
        {field('parents', 'fatherName', t`Father's Name`)}
        <MobileField
          id="fatherMobile"
          label={t`Father's Mobile Number`}
          value={current.parents.fatherMobile}
          onChange={(v) => setParent('fatherMobile', v)}
        />
        {field('parents', 'motherName', t`Mother's Name`)}
        <MobileField
          id="motherMobile"
          label={t`Mother's Mobile Number`}
          value={current.parents.motherMobile}
          onChange={(v) => setParent('motherMobile', v)}
        />
      </section>

      <section className="card" aria-labelledby="guardian-card">
        <h3 id="guardian-card">{t`Guardian Information`}</h3>
        <p className="hint">{t`Optional`}</p>
        <div className="choice-row">
          <label className="choice">
            <input type="checkbox" checked={same === 'father'} onChange={(e) => copyFrom('father', e.target.checked)} />
            {t`Same as Father`}
          </label>
          <label className="choice">
            <input type="checkbox" checked={same === 'mother'} onChange={(e) => copyFrom('mother', e.target.checked)} />
            {t`Same as Mother`}
          </label>
        </div>
        {field('guardian', 'guardianName', t`Guardian's Name`)}
        {field('guardian', 'guardianPlace', t`Guardian's Place`)}
        <MobileField
          id="guardianContact"
          label={t`Guardian's Contact Number`}
          value={current.guardian.guardianContact}
          onChange={(v) => setGuardian({ guardianContact: v })}
        />
      </section>
    </StepForm>
  );
}
