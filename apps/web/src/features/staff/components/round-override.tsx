import { useForm } from 'react-hook-form';
import { blockLabel, type AllotmentIntake } from '@college/contracts/entities/allotment';
import { overrideSeat } from '@college/contracts/endpoints/allotment';
import type { BodyOf } from '@college/contracts/endpoint';
import { SEAT_CATEGORIES, SEBC_POOL } from '@college/contracts/rules/seat-matrix';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/form/fields';
import { bind, errorOf } from '../../../components/form/bind';
import { showFieldErrors } from '../../../components/form/field-errors';
import { bodyResolver } from '../../../components/form/resolver';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useOverride } from '../api/allotment-api';

type Values = {
  applicationId: string;
  branch: string;
  block: string;
  category: string;
  none: boolean;
  reason: string;
  supernumerary: boolean;
  supernumeraryReason: string;
};

const toBody = (v: Values) => ({
  applicationId: v.applicationId,
  reason: v.reason,
  seat: v.none ? null : { block: v.block, branch: v.branch, category: v.category },
  // Only a seat given can be over the matrix; the order is sent only with it.
  supernumerary: !v.none && v.supernumerary,
  supernumeraryReason: !v.none && v.supernumerary ? v.supernumeraryReason : '',
});

const FIELDS = new Set(['applicationId', 'reason', 'supernumeraryReason'] as const);
const fieldOf = (path: string) => (FIELDS.has(path as never) ? (path as 'applicationId' | 'reason' | 'supernumeraryReason') : null);

/**
 * Sets one applicant's seat in a preview over the engine's result (a court order, a correction
 * of the rank list), or withdraws it; the reason is kept with the row and in the audit.
 */
export function RoundOverride({ data, roundId }: { data: AllotmentIntake; roundId: string }) {
  const override = useOverride(data.intake, roundId);
  const form = useForm<Values, unknown, BodyOf<typeof overrideSeat>>({
    resolver: bodyResolver(overrideSeat.body, toBody),
    defaultValues: {
      applicationId: '',
      branch: data.branches[0] ?? '',
      block: data.blocks[0],
      category: 'SM',
      none: false,
      reason: '',
      supernumerary: false,
      supernumeraryReason: '',
    },
  });
  const none = bind(form, 'none');
  const supernumerary = bind(form, 'supernumerary');
  const submit = form.handleSubmit(async (body) => {
    try {
      toast({ title: (await override.mutateAsync(body)).message ?? 'Seat set by the office', variant: 'success' });
      form.reset();
    } catch (err) {
      // A seat past the category's seats is refused with the seat named: it shows above the button.
      const shown = showFieldErrors(form, err, fieldOf);
      if (!shown) {
        form.setError('root', { message: errorMessage(err, 'The seat could not be set') });
      }
    }
  });
  const categories = [
    ...SEAT_CATEGORIES.map((c) => ({ value: c.code, label: c.label })),
    { value: SEBC_POOL.code, label: SEBC_POOL.label },
  ];
  return (
    <form className="card staff-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="override-title">
      <h3 id="override-title">Set a seat by hand</h3>
      <p className="hint">
        For a court order or a corrected rank: the row shows the reason, and the change is recorded. A seat is set only where its category
        has one left, unless an order makes it supernumerary.
      </p>
      <TextField
        id="override-application"
        label="Application number"
        {...bind(form, 'applicationId')}
        error={errorOf(form, 'applicationId')}
        autoComplete="off"
      />
      <CheckboxField id="override-none" label="No seat (withdraw the engine's)" checked={none.value} onChange={none.onChange} />
      {none.value ? null : (
        <>
          <SelectField
            id="override-branch"
            label="Branch"
            {...bind(form, 'branch')}
            options={data.branches.map((b) => ({ value: b, label: b }))}
          />
          <SelectField
            id="override-block"
            label="Block"
            {...bind(form, 'block')}
            options={data.blocks.map((b) => ({ value: b, label: blockLabel(b) }))}
          />
          <SelectField id="override-category" label="Category" {...bind(form, 'category')} options={categories} />
          <CheckboxField
            id="override-supernumerary"
            label="Supernumerary: over and above the category's seats, by an order"
            checked={supernumerary.value}
            onChange={supernumerary.onChange}
          />
          {supernumerary.value ? (
            <TextField
              id="override-supernumerary-reason"
              label="The order that creates the seat (a court order)"
              {...bind(form, 'supernumeraryReason')}
              error={errorOf(form, 'supernumeraryReason')}
              maxLength={300}
              autoComplete="off"
            />
          ) : null}
        </>
      )}
      <TextAreaField
        id="override-reason"
        label="Reason"
        rows={3}
        maxLength={500}
        {...bind(form, 'reason')}
        error={errorOf(form, 'reason')}
      />
      {form.formState.errors.root ? <p role="alert">{form.formState.errors.root.message}</p> : null}
      <button type="submit" className="button button--secondary" disabled={override.isPending}>
        Set seat
      </button>
    </form>
  );
}
