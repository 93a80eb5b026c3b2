import { translateMessage } from '../../../i18n/translate-message';
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { COUNTRY, MOBILE_LENGTH, PIN_CODE_LENGTH } from '@college/contracts/constants';
import { addressFamilyInputSchema } from '@college/contracts/entities/address-family';
import { isFilled, missingFields, requiredFields } from '@college/contracts/rules/required';
import { sanitizeDigits } from '@college/contracts/rules/codes';
import { INDIAN_MOBILE_INLINE_MESSAGE, isIndianMobile, sanitizeMobileInput } from '@college/contracts/rules/mobile';
import { toast } from '../../../components/ui/toast';
import { useApplication } from '../api/get-application';
import { postAddressFamily, useSaveStep } from '../api/save-step';
import { saveWithToasts } from './save-with-toasts';
import { RequiredNote, StepForm } from './step-form';
import { StepHeading } from './step-heading';
import { useStepForm } from './use-step-form';
import { DraftNotice } from './draft-notice';
import { draftKey } from '../../../lib/drafts';
import { CheckboxField, SelectField, TextField } from '../../../components/form/fields';
import { usePinLookup } from './use-pin-lookup';

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

function MobileField(props: { id: string; label: string; value: string; onChange: (v: string) => void; required?: boolean }) {
  // Flag a wrong first digit at once; a short number is reported on submit.
  const invalid =
    props.value !== '' && (!/^[6-9]/.test(props.value) || (props.value.length === MOBILE_LENGTH && !isIndianMobile(props.value)));
  return (
    <TextField
      id={props.id}
      label={props.label}
      type="tel"
      inputMode="numeric"
      required={props.required}
      value={props.value}
      error={invalid ? translateMessage(INDIAN_MOBILE_INLINE_MESSAGE) : undefined}
      onChange={(v) => props.onChange(sanitizeMobileInput(v))}
    />
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
  const setAddress = (patch: Partial<Address>) => {
    for (const [k, v] of Object.entries(patch)) form.setValue(`address.${k as keyof Address}`, v, { shouldDirty: true });
  };
  const { offices, looking, changePin } = usePinLookup(setAddress);
  const setParent = (name: keyof Parents, value: string) => form.setValue(`parents.${name}`, value, { shouldDirty: true });
  const setGuardian = (patch: Partial<Guardian>) => {
    for (const [k, v] of Object.entries(patch)) form.setValue(`guardian.${k as keyof Guardian}`, v, { shouldDirty: true });
  };

  useEffect(() => {
    if (application.isError) {
      toast({ title: t`Error`, description: t`Failed to load existing address and family details`, variant: 'destructive' });
    }
  }, [application.isError]);

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
  const labels: Record<string, string> = {
    'address.houseNumber': t`House Number / Name`,
    'address.street': t`Street / Locality`,
    'address.postOffice': t`Post Office`,
    'address.pinCode': t`PIN Code`,
    'address.district': t`District`,
    'address.state': t`State`,
    'parents.fatherName': t`Father's Name`,
    'parents.fatherMobile': t`Father's Mobile Number`,
    'parents.motherName': t`Mother's Name`,
    'parents.motherMobile': t`Mother's Mobile Number`,
  };
  const missing = missingFields(current, REQUIRED).map((path) => labels[path] ?? path);

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
    <TextField
      id={id}
      label={label}
      value={(current[group] as Record<string, string>)[id] ?? ''}
      autoComplete={autoComplete}
      maxLength={200}
      required={REQUIRED.includes(`${group}.${id}`)}
      onChange={(v) => form.setValue(`${group}.${id}` as 'address.street', v, { shouldDirty: true })}
    />
  );

  return (
    <StepForm
      className="step"
      canSubmit={complete}
      missing={missing}
      pending={save.isPending}
      submitLabel={t`Continue to Confirmation`}
      pendingLabel={t`Saving...`}
      onSubmit={() => void submit()}
      onBack={onBack}
    >
      <StepHeading>{t`Address & Family Details`}</StepHeading>
      <RequiredNote />
      <DraftNotice shown={restoredDraft} />
      <section className="card" aria-labelledby="address-card">
        <h3 id="address-card">{t`Address Information`}</h3>
        {field('address', 'houseNumber', t`House Number / Name`, 'address-line1')}
        {field('address', 'street', t`Street / Locality`, 'address-line2')}
        <TextField
          id="pinCode"
          label={t`PIN Code`}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          value={current.address.pinCode}
          hint={looking ? t`Looking up post offices...` : t`District, state and post office fill in from the PIN code.`}
          onChange={(v) => changePin(sanitizeDigits(v, PIN_CODE_LENGTH))}
        />
        {offices.length > 1 ? (
          <SelectField
            id="postOffice"
            label={t`Post Office`}
            required
            value={current.address.postOffice}
            placeholder={t`Select post office`}
            options={offices.map((o) => ({ value: o.Name, label: `${o.Name} (${o.BranchType})` }))}
            onChange={(v) => setAddress({ postOffice: v })}
          />
        ) : (
          field('address', 'postOffice', t`Post Office`)
        )}
        {field('address', 'district', t`District`)}
        {field('address', 'state', t`State`)}
        <TextField id="country" label={t`Country`} value={COUNTRY} readOnly onChange={() => undefined} />
      </section>

      <section className="card" aria-labelledby="parents-card">
        <h3 id="parents-card">{t`Parents Information`}</h3>
        {field('parents', 'fatherName', t`Father's Name`)}
        <MobileField
          id="fatherMobile"
          label={t`Father's Mobile Number`}
          required
          value={current.parents.fatherMobile}
          onChange={(v) => setParent('fatherMobile', v)}
        />
        {field('parents', 'motherName', t`Mother's Name`)}
        <MobileField
          id="motherMobile"
          label={t`Mother's Mobile Number`}
          required
          value={current.parents.motherMobile}
          onChange={(v) => setParent('motherMobile', v)}
        />
      </section>

      <section className="card" aria-labelledby="guardian-card">
        <h3 id="guardian-card">{t`Guardian Information`}</h3>
        <p className="hint">{t`Optional`}</p>
        <div className="choice-row">
          <CheckboxField
            bare
            id="same-as-father"
            label={t`Same as Father`}
            checked={same === 'father'}
            onChange={(on) => copyFrom('father', on)}
          />
          <CheckboxField
            bare
            id="same-as-mother"
            label={t`Same as Mother`}
            checked={same === 'mother'}
            onChange={(on) => copyFrom('mother', on)}
          />
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
