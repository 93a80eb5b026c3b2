import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { bulkDecisionSchema, DECISION_STATUSES } from '@college/contracts/entities/office';
import { STATUS_LABELS } from '@college/contracts/stages';
import { errorMessage } from '../../../lib/api-error';
import { useBulkDecision } from '../api/office-api';
import { DecisionFields, type DecisionValues } from './decision-fields';

export type BulkResult = Awaited<ReturnType<ReturnType<typeof useBulkDecision>['mutateAsync']>>['data'][number];

/** One decision for the selected rows; every row answers applied, or refused and why. */
export function BulkDecision({ ids, onDone }: { ids: string[]; onDone: (results: BulkResult[]) => void }) {
  const [failure, setFailure] = useState('');
  const save = useBulkDecision();
  const form = useForm({
    resolver: zodResolver(bulkDecisionSchema),
    values: { applicationIds: ids, status: undefined as never, remark: '', internalNote: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure('');
    try {
      const answer = await save.mutateAsync(body);
      onDone(answer.data);
    } catch (err) {
      setFailure(errorMessage(err, 'The decision could not be saved'));
    }
  });
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
