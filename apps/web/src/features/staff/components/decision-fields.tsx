import type { UseFormReturn } from 'react-hook-form';
import { REMARK_REQUIRED, type DecisionStatus } from '@college/contracts/entities/office';
import { STATUS_LABELS } from '@college/contracts/stages';
import { RadioGroup, TextAreaField } from '../../../components/form/fields';
import { bind, errorOf } from '../../../components/form/bind';

/** The fields a single decision and a bulk one share; each form adds its own (a version, the ids). */
export type DecisionValues = { status: DecisionStatus; remark?: string; internalNote?: string };

/** The decision, the remark the applicant sees and the note they do not: one set of fields for one or many. */
export function DecisionFields({
  idPrefix,
  choices,
  form,
}: {
  idPrefix: string;
  choices: readonly DecisionStatus[];
  form: UseFormReturn<DecisionValues>;
}) {
  const status = bind(form, 'status');
  const remarkNeeded = REMARK_REQUIRED.includes(status.value);
  return (
    <>
      <RadioGroup
        id={`${idPrefix}-status`}
        name={`${idPrefix}-status`}
        label="New status"
        value={status.value}
        onChange={(v) => status.onChange(v as DecisionStatus)}
        options={choices.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        error={errorOf(form, 'status')}
      />
      <TextAreaField
        id={`${idPrefix}-remark`}
        label={`Remark for the applicant${remarkNeeded ? ' (required)' : ' (optional)'}`}
        rows={2}
        value={form.watch('remark') ?? ''}
        onChange={(v) => form.setValue('remark', v, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
        error={errorOf(form, 'remark')}
      />
      <TextAreaField
        id={`${idPrefix}-note`}
        label="Internal note (never shown to the applicant)"
        rows={2}
        value={form.watch('internalNote') ?? ''}
        onChange={(v) => form.setValue('internalNote', v, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
        error={errorOf(form, 'internalNote')}
      />
    </>
  );
}
