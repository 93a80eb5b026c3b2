import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { bulkDecisionSchema, DECISION_STATUSES, TOLD_DECISIONS } from '@college/contracts/entities/office';
import type { z } from '@college/contracts/zod';
import { STATUS_LABELS } from '@college/contracts/stages';
import { errorMessage } from '../../../lib/api-error';
import { useBulkDecision } from '../api/office-api';
import { DecisionFields, type DecisionValues } from './decision-fields';

export type BulkResult = Awaited<ReturnType<ReturnType<typeof useBulkDecision>['mutateAsync']>>['data'][number];

/** One decision for the selected rows; every row answers applied, or refused and why. */
export function BulkDecision({ ids, onDone }: { ids: string[]; onDone: (results: BulkResult[]) => void }) {
  const [failure, setFailure] = useState('');
  // The checked decision, waiting for the clerk to confirm what it will do.
  const [pending, setPending] = useState<BulkBody | null>(null);
  const save = useBulkDecision();
  const form = useForm({
    resolver: zodResolver(bulkDecisionSchema),
    values: { applicationIds: ids, status: undefined as never, remark: '', internalNote: '' },
  });
  const submit = form.handleSubmit((body) => {
    setFailure('');
    setPending(body);
  });
  const run = async (body: BulkBody) => {
    try {
      const answer = await save.mutateAsync(body);
      setPending(null);
      onDone(answer.data);
    } catch (err) {
      setPending(null);
      setFailure(errorMessage(err, 'The decision could not be saved'));
    }
  };
  if (pending) {
    // The rows selected now, whatever was selected when the decision was checked: what is shown is what runs.
    const body = { ...pending, applicationIds: ids };
    return <BulkConfirm body={body} busy={save.isPending} onConfirm={() => void run(body)} onBack={() => setPending(null)} />;
  }
  return (
    <section className="card bulk-decision" aria-labelledby="bulk-title">
      <h2 id="bulk-title">Decide for {ids.length} selected</h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DecisionFields idPrefix="bulk" choices={DECISION_STATUSES} form={form as unknown as UseFormReturn<DecisionValues>} />
        {failure ? (
          <p role="alert" className="error-text">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : `Apply to ${ids.length}`}
        </button>
      </form>
    </section>
  );
}

type BulkBody = z.output<typeof bulkDecisionSchema>;

const SHOWN_NUMBERS = 10;

/**
 * What a bulk decision is about to do, before it does it: how many, which, and what each
 * applicant will be sent. Nothing runs until the clerk confirms.
 */
function BulkConfirm({ body, busy, onConfirm, onBack }: { body: BulkBody; busy: boolean; onConfirm: () => void; onBack: () => void }) {
  const count = body.applicationIds.length;
  const label = STATUS_LABELS[body.status];
  const shown = body.applicationIds.slice(0, SHOWN_NUMBERS);
  const more = count - shown.length;
  return (
    <section className="card bulk-decision" aria-labelledby="bulk-confirm-title">
      <h2 id="bulk-confirm-title">
        Mark {count} {count === 1 ? 'application' : 'applications'} {label.toLowerCase()}?
      </h2>
      <p>
        {shown.join(', ')}
        {more > 0 ? ` and ${more} more` : ''}.
      </p>
      <p>
        {TOLD_DECISIONS.includes(body.status)
          ? `Each applicant is sent an SMS: "Application <number>: status ${label}."${body.remark ? ` They see the remark: "${body.remark}".` : ''}`
          : 'No message is sent: the applicants are told when a decision they must know is made.'}{' '}
        An application that cannot move to {label.toLowerCase()} is left as it is and listed as refused.
      </p>
      <div className="allotment-actions">
        <button type="button" className="button" disabled={busy} onClick={onConfirm}>
          {busy ? 'Saving...' : `Yes, mark ${count} ${label.toLowerCase()}`}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={onBack}>
          Go back
        </button>
      </div>
    </section>
  );
}

/** What a bulk decision did, row by row. */
export function BulkResults({ results, onClose }: { results: BulkResult[]; onClose: () => void }) {
  const applied = results.filter((r) => r.outcome === 'applied').length;
  return (
    <section className="card bulk-results" aria-labelledby="bulk-results-title" role="status">
      <h2 id="bulk-results-title">
        {applied} applied, {results.length - applied} refused
      </h2>
      <ul>
        {results.map((r) => (
          <li key={r.applicationId}>
            {r.applicationId}:{' '}
            {r.outcome === 'applied' ? `now ${STATUS_LABELS[r.status ?? 'submitted'].toLowerCase()}` : `refused (${r.reason ?? ''})`}
          </li>
        ))}
      </ul>
      <button type="button" className="button button--secondary button--small" onClick={onClose}>
        Close
      </button>
    </section>
  );
}
