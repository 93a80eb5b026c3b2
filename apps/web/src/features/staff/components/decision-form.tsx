import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { decisionSchema, type OfficeApplication } from '@college/contracts/entities/office';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { displayDateTime } from '@college/contracts/rules/day';
import { saveDecision } from '../api/office-api';
import { DecisionFields } from './decision-fields';

/** Decides on the copy on screen; if someone else decided meanwhile, says who and when and offers a reload. */
export function DecisionForm({ id, data, onSaved }: { id: string; data: OfficeApplication; onSaved: () => void }) {
  const [stale, setStale] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const form = useForm({
    resolver: zodResolver(decisionSchema),
    defaultValues: { status: undefined as never, remark: '', internalNote: '', version: data.version },
  });
  const chosen = useWatch({ control: form.control, name: 'status' });
  const submit = form.handleSubmit(async (body) => {
    setFailure('');
    try {
      await saveDecision(id, body);
      toast({ title: 'Decision saved', variant: 'success' });
      onSaved();
    } catch (err) {
      if (err instanceof ApiError && err.conflict) {
        setStale(`${err.message} (${err.conflict.by}, ${displayDateTime(err.conflict.at)})`);
      } else {
        setFailure(errorMessage(err, 'The decision could not be saved'));
      }
    }
  });
  return (
    <section className="card" aria-labelledby="decision-title">
      <h2 id="decision-title">Decision</h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DecisionFields
          idPrefix="decision"
          choices={data.allowedDecisions as never}
          register={form.register as never}
          errors={form.formState.errors}
          chosen={chosen}
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
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Save decision'}
        </button>
      </form>
    </section>
  );
}
