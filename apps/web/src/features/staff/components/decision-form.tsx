import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { decisionSchema, type OfficeApplication } from '@college/contracts/entities/office';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { displayDateTime } from '@college/contracts/rules/day';
import { useSaveDecision } from '../api/office-api';
import { DecisionFields, type DecisionValues } from './decision-fields';

/** Decides on the copy on screen; if someone else decided meanwhile, says who and when and offers a reload. */
export function DecisionForm({
  id,
  data,
  onSaved,
  onNext,
}: {
  id: string;
  data: OfficeApplication;
  onSaved: () => void;
  /** Opened from the queue: "Save and next" saves, then opens the next application of the view. */
  onNext?: () => Promise<void>;
}) {
  const [stale, setStale] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const save = useSaveDecision(id);
  const form = useForm({
    resolver: zodResolver(decisionSchema),
    defaultValues: { status: undefined as never, remark: '', internalNote: '', version: data.version },
  });
  const submitThen = (next: boolean) =>
    form.handleSubmit(async (body) => {
      setFailure('');
      try {
        await save.mutateAsync(body);
        toast({ title: 'Decision saved', variant: 'success' });
        onSaved();
        if (next && onNext) await onNext();
      } catch (err) {
        if (err instanceof ApiError && err.conflict) {
          setStale(`${err.message} (${err.conflict.by}, ${displayDateTime(err.conflict.at)})`);
        } else {
          setFailure(errorMessage(err, 'The decision could not be saved'));
        }
      }
    });
  const submit = submitThen(false);
  return (
    <section className="card decision-panel" aria-labelledby="decision-title">
      <h2 id="decision-title">Decision</h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DecisionFields
          idPrefix="decision"
          choices={data.allowedDecisions as never}
          form={form as unknown as UseFormReturn<DecisionValues>}
        />
        {stale ? (
          <div role="alert" className="error-text">
            <p>{stale}</p>
            <button type="button" className="button button--secondary button--small" onClick={onSaved}>
              Reload the application
            </button>
          </div>
        ) : null}
        {failure ? (
          <p role="alert" className="error-text">
            {failure}
          </p>
        ) : null}
        <div className="allotment-actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save decision'}
          </button>
          {onNext ? (
            <button
              id="decision-save-next"
              type="button"
              className="button button--secondary"
              disabled={save.isPending}
              onClick={(e) => void submitThen(true)(e)}
            >
              Save and next
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
