import { translateMessage } from '../../../i18n/translate-message';
import { t } from '@lingui/core/macro';
import type { z } from 'zod';
import type { personalDetailsInputSchema } from '@college/contracts/entities/personal-details';
import {
  CATEGORIES,
  DISABILITIES,
  MIN_DISABILITY_PERCENT,
  NO_CLAIM,
  type CategoryCode,
  type DisabilityCode,
} from '@college/contracts/entities/reservation';
import { SelectField, TextField } from '../../../components/form/fields';

type Values = z.input<typeof personalDetailsInputSchema>;
type Props = { values: Values; set: <K extends keyof Values>(name: K, value: Values[K]) => void };

/**
 * Below the spec's personal details: the reservation claimed and a disability. No claim is the
 * default and asks nothing more; a claim asks for its certificate, a disability for its percentage.
 */
export function ReservationFields({ values, set }: Props) {
  const category = values.category ?? NO_CLAIM;
  const claim = CATEGORIES.find((c) => c.code === category)?.certificate ?? null;
  const disability = values.disability ?? 'none';
  return (
    <fieldset className="field reservation">
      <legend>{t`Reservation and disability`}</legend>
      <SelectField
        id="category"
        label={t`Reservation category`}
        hint={t`Choose a category only if you hold its certificate; you will be asked for it at admission.`}
        value={category}
        onChange={(v) => set('category', v as CategoryCode)}
        options={CATEGORIES.map((c) => ({ value: c.code, label: translateMessage(c.label) }))}
      />
      {claim ? (
        <>
          <TextField
            id="certificateNumber"
            label={claim === 'income' ? t`Income and assets certificate number` : t`Community certificate number`}
            maxLength={40}
            value={values.certificateNumber ?? ''}
            onChange={(v) => set('certificateNumber', v)}
          />
          <TextField
            id="certificateDate"
            label={t`Date of the certificate`}
            type="date"
            value={values.certificateDate ?? ''}
            onChange={(v) => set('certificateDate', v)}
          />
        </>
      ) : null}
      <SelectField
        id="disability"
        label={t`Disability`}
        value={disability}
        onChange={(v) => set('disability', v as DisabilityCode)}
        options={DISABILITIES.map((d) => ({ value: d.code, label: translateMessage(d.label) }))}
      />
      {disability !== 'none' ? (
        <TextField
          id="disabilityPercent"
          label={t`Percentage of disability`}
          hint={t`As on the medical board's certificate: at least ${MIN_DISABILITY_PERCENT}%.`}
          inputMode="numeric"
          maxLength={3}
          value={values.disabilityPercent ?? ''}
          onChange={(v) => set('disabilityPercent', v.replace(/\D/g, ''))}
        />
      ) : null}
    </fieldset>
  );
}
