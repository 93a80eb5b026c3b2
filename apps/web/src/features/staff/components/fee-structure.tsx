import { rupees } from '@college/contracts/rules/money';
import { useState } from 'react';
import { INTAKES } from '@college/contracts/entities/intakes';
import { admissionFeeStructureSchema, type AdmissionFeeStructure } from '@college/contracts/rules/admission-fees';
import type { FeeStructureView } from '@college/contracts/entities/admission-fee';
import { displayDateTime, displayDay } from '@college/contracts/rules/day';
import { TextAreaField, TextField } from '../../../components/form/fields';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useAdmissionFees, useSaveAdmissionFees } from '../api/joining-api';

/** The fees as the office reads them: each intake's fees, the concessions, the refund policy, the source. */
function FeeTables({ structure }: { structure: AdmissionFeeStructure }) {
  return (
    <>
      <ul>
        {INTAKES.map((intake) => {
          const lines = structure.intakes[intake.key];
          const total = lines.reduce((n, l) => n + l.rupees, 0);
          return (
            <li key={intake.key}>
              {intake.label}: {lines.map((l) => `${l.name} ${rupees(l.rupees)}`).join(', ')}; total {rupees(total)}
            </li>
          );
        })}
      </ul>
      <p>
        Concessions:{' '}
        {structure.concessions.length === 0 ? 'none' : structure.concessions.map((c) => `${c.label} (${c.percent}% waived)`).join('; ')}
      </p>
      <p>
        Refund on leaving: before classes start on {displayDay(structure.refund.classesStart)}, all paid online less{' '}
        {rupees(structure.refund.processingFeeRupees)}; after, none.
      </p>
      <p className="hint">Source: {structure.source}</p>
    </>
  );
}

/** The admin's editor: every amount, each concession's share, the refund policy and the source; checked by the contract before saving. */
function FeeEditor({ view }: { view: FeeStructureView }) {
  const save = useSaveAdmissionFees();
  const [draft, setDraft] = useState<AdmissionFeeStructure>(view.structure);
  const [error, setError] = useState('');
  const amount = (value: string) => (/^\d+$/.test(value) ? Number(value) : Number.NaN);
  const setLine = (intake: keyof AdmissionFeeStructure['intakes'], i: number, rupees: number) =>
    setDraft((d) => ({ ...d, intakes: { ...d.intakes, [intake]: d.intakes[intake].map((l, j) => (j === i ? { ...l, rupees } : l)) } }));
  const submit = async () => {
    const check = admissionFeeStructureSchema.safeParse(draft);
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? 'Check the fees');
      return;
    }
    setError('');
    try {
      await save.mutateAsync(check.data);
      toast({ title: 'Admission fees saved', variant: 'success' });
    } catch (err) {
      setError(err instanceof ApiError ? (Object.values(err.fieldErrors)[0]?.[0] ?? err.message) : errorMessage(err, 'Not saved'));
    }
  };
  return (
    <form
      className="staff-form fee-editor"
      noValidate
      aria-label="Edit the admission fees"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {INTAKES.map((intake) => (
        <fieldset key={intake.key}>
          <legend>{intake.label}</legend>
          {draft.intakes[intake.key].map((line, i) => (
            <TextField
              key={line.name}
              id={`fee-${intake.key}-${i}`}
              label={`${line.name} (₹)`}
              inputMode="numeric"
              value={Number.isNaN(line.rupees) ? '' : String(line.rupees)}
              onChange={(v) => setLine(intake.key, i, amount(v))}
            />
          ))}
        </fieldset>
      ))}
      {draft.concessions.map((c, i) => (
        <TextField
          key={c.label}
          id={`fee-concession-${i}`}
          label={`${c.label}: share waived (%)`}
          inputMode="numeric"
          value={Number.isNaN(c.percent) ? '' : String(c.percent)}
          onChange={(v) =>
            setDraft((d) => ({ ...d, concessions: d.concessions.map((x, j) => (j === i ? { ...x, percent: amount(v) } : x)) }))
          }
        />
      ))}
      <TextField
        id="fee-processing"
        label="Processing fee kept on leaving (₹)"
        inputMode="numeric"
        value={Number.isNaN(draft.refund.processingFeeRupees) ? '' : String(draft.refund.processingFeeRupees)}
        onChange={(v) => setDraft((d) => ({ ...d, refund: { ...d.refund, processingFeeRupees: amount(v) } }))}
      />
      <TextField
        id="fee-classes-start"
        label="Classes start on"
        type="date"
        value={draft.refund.classesStart}
        onChange={(v) => setDraft((d) => ({ ...d, refund: { ...d.refund, classesStart: v } }))}
      />
      <TextAreaField
        id="fee-source"
        label="Source (government order or prospectus clause)"
        rows={3}
        maxLength={400}
        value={draft.source}
        onChange={(v) => setDraft((d) => ({ ...d, source: v }))}
        error={error}
      />
      <button type="submit" className="button" disabled={save.isPending}>
        Save a new version
      </button>
    </form>
  );
}

/** The admission fee structure in force, on the register page; the admin saves a new version. */
export function FeeStructure({ canEdit }: { canEdit: boolean }) {
  const query = useAdmissionFees();
  const view = query.data;
  return (
    <section className="card" aria-labelledby="fees-title">
      <h2 id="fees-title">Admission fees</h2>
      {!view ? (
        <p role={query.error ? 'alert' : 'status'}>
          {query.error ? errorMessage(query.error, 'The fees could not be loaded') : 'Loading...'}
        </p>
      ) : (
        <>
          <p className="hint">
            {view.version === null
              ? 'The fees shipped with the site, from the sources below; not yet saved by the office.'
              : `Version ${view.version}, saved ${displayDateTime(view.savedAt ?? '')}. A new version applies from now on: whoever paid under another amount owes the difference, or gets it back when they join.`}
          </p>
          <FeeTables structure={view.structure} />
          {canEdit ? <FeeEditor key={view.version ?? 0} view={view} /> : null}
        </>
      )}
    </section>
  );
}
