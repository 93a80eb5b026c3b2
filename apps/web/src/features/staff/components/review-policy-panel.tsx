import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { REVIEW_MONTHS_MAX, reviewPolicyInputSchema, type ReviewPolicy } from '@college/contracts/entities/review-policy';
import { displayDateTime } from '@college/contracts/rules/day';
import { TextAreaField, TextField } from '../../../components/form/fields';
import { bind, errorOf } from '../../../components/form/bind';
import { showFieldErrors } from '../../../components/form/field-errors';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useSaveReviewPolicy } from '../api/page-reviews-api';

const setBy = (p: ReviewPolicy) => `${displayDateTime(p.savedAt)}${p.savedBy ? `, by ${p.savedBy}` : ', with the site'}`;

/** An administrator's form for a new period: the months and the policy or order that sets them. */
function PolicyForm({ current, onDone }: { current: ReviewPolicy; onDone: () => void }) {
  const save = useSaveReviewPolicy();
  const form = useForm({
    resolver: zodResolver(reviewPolicyInputSchema),
    defaultValues: { months: current.months, source: '', version: current.version },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast({ title: `Pages and documents are now reviewed every ${body.months} months`, variant: 'success' });
      onDone();
    } catch (err) {
      if (!showFieldErrors(form, err)) toast({ title: errorMessage(err, 'The review policy was not saved'), variant: 'destructive' });
    }
  });
  const months = bind(form, 'months');
  const source = bind(form, 'source');
  return (
    <form className="staff-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="review-policy-form-title">
      <h3 id="review-policy-form-title">Change the review period</h3>
      <TextField
        id="review-months"
        label="Review every (months)"
        type="number"
        inputMode="numeric"
        min={1}
        max={REVIEW_MONTHS_MAX}
        required
        value={Number.isNaN(months.value) ? '' : String(months.value)}
        onChange={(v) => months.onChange(v === '' ? Number.NaN : Number(v))}
        error={errorOf(form, 'months')}
      />
      <TextAreaField
        id="review-source"
        label="The policy or order that sets it"
        hint="Its name, number and date, as the college issued it."
        required
        rows={3}
        maxLength={300}
        {...source}
        error={errorOf(form, 'source')}
      />
      <p>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save the new period'}
        </button>{' '}
        <button type="button" className="link-button" onClick={onDone}>
          Cancel
        </button>
      </p>
    </form>
  );
}

/** The review policy in force, where it comes from, its earlier versions; an administrator changes it. */
export function ReviewPolicyPanel({ current, history, changes }: { current: ReviewPolicy; history: ReviewPolicy[]; changes: boolean }) {
  const [changing, setChanging] = useState(false);
  return (
    <section className="card" aria-labelledby="review-policy-title">
      <h2 id="review-policy-title">Review policy</h2>
      <p>
        Every page and document is read through again within <strong>{current.months} months</strong>. Set by: {current.source}
      </p>
      <p className="hint">In force since {setBy(current)}.</p>
      {history.length > 0 ? (
        <details>
          <summary>Earlier versions ({history.length})</summary>
          <ul>
            {history.map((p) => (
              <li key={p.version}>
                {p.months} months, from {setBy(p)}: {p.source}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {changes && !changing ? (
        <p>
          <button type="button" className="button button--secondary" onClick={() => setChanging(true)}>
            Change the review period
          </button>
        </p>
      ) : null}
      {changing ? <PolicyForm current={current} onDone={() => setChanging(false)} /> : null}
    </section>
  );
}
