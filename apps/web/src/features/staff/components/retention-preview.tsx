import { displayDateTime } from '@college/contracts/rules/day';
import { errorMessage } from '../../../lib/api-error';
import { usePreviewRetention } from '../api/requests-api';

const REASONS = { never_submitted: 'never submitted', past_admission_year: 'past its admission years' } as const;

/** The admin's dry run of the daily retention job: what it would erase today, and why. */
export function RetentionPreview() {
  const preview = usePreviewRetention();
  const report = preview.data;
  return (
    <section className="card" aria-labelledby="retention-title">
      <h2 id="retention-title">Retention</h2>
      <p>
        Every day the site erases the applications whose time is up under the Privacy Policy: never submitted and left unchanged too long,
        or not admitted after the set number of admission years. Payment records, consents and the audit are kept.
      </p>
      <button type="button" className="button button--secondary" disabled={preview.isPending} onClick={() => preview.mutate()}>
        {preview.isPending ? 'Checking...' : 'Show what would be erased today'}
      </button>
      {preview.error ? <p role="alert">{errorMessage(preview.error, 'The preview could not be made.')}</p> : null}
      {report ? (
        <div role="status">
          <p>
            {report.applications.length === 0
              ? 'Nothing would be erased today.'
              : `${report.applications.length} application${report.applications.length === 1 ? '' : 's'} would be erased:`}{' '}
            (checked {displayDateTime(report.ranAt)}; nothing was changed)
          </p>
          <p>
            Never submitted and unchanged since {displayDateTime(report.unsubmittedBefore)}, or opened before the{' '}
            {report.admissionYearBefore} admission year and not admitted.
          </p>
          {report.applications.length > 0 ? (
            <ul className="readers">
              {report.applications.slice(0, 200).map((a) => (
                <li key={a.applicationId}>
                  {a.applicationId}: {REASONS[a.reason]}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
