import { useState } from 'react';
import { CORRECTABLE_FIELDS, type CorrectableField } from '@college/contracts/entities/correction';
import type { OfficeApplication } from '@college/contracts/entities/office';
import { SelectField, TextAreaField, TextField } from '../../../components/form/fields';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useCorrection } from '../api/office-api';

const FIELDS = Object.entries(CORRECTABLE_FIELDS).map(([value, label]) => ({ value, label }));

/** The value the application holds now at a field's place, as text. */
function currentValue(data: OfficeApplication, field: string): string {
  const found = field
    .split('.')
    .reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), data.application);
  return typeof found === 'string' ? found : '';
}

/**
 * Correct one field with a reason (a granted correction request, or the clerk's own finding). The
 * server checks the new value with the applicant's own rules, keeps the old one, and tells the applicant.
 */
export function CorrectionForm({ data, onSaved }: { data: OfficeApplication; onSaved: () => void }) {
  const correction = useCorrection(data.application.applicationId);
  const [field, setField] = useState('');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'field' | 'value' | 'reason', string>>>({});
  const now = field ? currentValue(data, field) : '';

  const save = async () => {
    setErrors({});
    try {
      const res = await correction.mutateAsync({ field: field as CorrectableField, value, reason, version: data.version });
      toast({ title: res.message ?? 'Correction saved', variant: 'success' });
      setField('');
      setValue('');
      setReason('');
      onSaved();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      const fallback = errorMessage(err, 'The correction could not be saved');
      setErrors({
        field: fields.field?.[0],
        value: fields.value?.[0] ?? (fields.reason || fields.field ? undefined : fallback),
        reason: fields.reason?.[0],
      });
    }
  };

  return (
    <form
      className="card"
      aria-labelledby="correction-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 id="correction-title">Correct a field</h2>
      <p className="hint">The applicant is told, and sees the old and new values with your reason.</p>
      <SelectField
        id="correction-field"
        label="Field"
        value={field}
        onChange={(v) => {
          setField(v);
          setValue(currentValue(data, v));
        }}
        options={FIELDS}
        placeholder="Choose a field"
        error={errors.field}
      />
      {field ? <p className="hint">Now: {now || '(empty)'}</p> : null}
      <TextField id="correction-value" label="New value" value={value} onChange={setValue} error={errors.value} maxLength={200} />
      <TextAreaField
        id="correction-reason"
        label="Reason (shown to the applicant)"
        value={reason}
        onChange={setReason}
        error={errors.reason}
        rows={2}
        maxLength={500}
      />
      <button type="submit" className="button button--secondary" disabled={correction.isPending || !field}>
        {correction.isPending ? 'Saving...' : 'Save correction'}
      </button>
    </form>
  );
}
