import { useState } from 'react';
import type { PageReview } from '@college/contracts/entities/page-review';
import { ADMIN_ROLES, holdsAny } from '@college/contracts/roles';
import { displayDateTime } from '@college/contracts/rules/day';
import { usePageTitle } from '../../../components/layout/page-title';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { usePageReviews, useReviewPage, useReviewPolicy } from '../api/page-reviews-api';
import { useMember } from './office-layout';
import { ReviewPolicyPanel } from './review-policy-panel';
import { OfficeTable } from './office-table';

function ReviewRow({ page }: { page: PageReview }) {
  const review = useReviewPage();
  const [note, setNote] = useState('');
  const id = `review-note-${page.path.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <tr>
      <th scope="row">
        <a href={page.path}>{page.path}</a>
      </th>
      <td>{page.reviewedAt ? `${displayDateTime(page.reviewedAt)}${page.reviewedBy ? ` by ${page.reviewedBy}` : ''}` : 'Never'}</td>
      <td className={page.due ? 'committee-list__attention' : undefined}>{page.due ? 'Due: read it through' : 'Up to date'}</td>
      <td>{page.note}</td>
      <td>
        <form
          className="page-review__form"
          onSubmit={(e) => {
            e.preventDefault();
            review.mutateAsync({ path: page.path, note }).then(
              () => {
                toast({ title: `${page.path} marked as reviewed`, variant: 'success' });
                setNote('');
              },
              (err: unknown) => toast({ title: errorMessage(err, 'The review was not saved'), variant: 'destructive' }),
            );
          }}
        >
          <label className="visually-hidden" htmlFor={id}>
            What you checked on {page.path} (optional)
          </label>
          <input id={id} value={note} maxLength={200} placeholder="What you checked (optional)" onChange={(e) => setNote(e.target.value)} />
          <button type="submit" className="button button--secondary" disabled={review.isPending}>
            Mark reviewed<span className="visually-hidden"> {page.path}</span>
          </button>
        </form>
      </td>
    </tr>
  );
}

/** /staff/pages: the site's own pages, each read through within the review period, and the policy that sets it. */
export function StaffPageReviewsPage() {
  usePageTitle();
  const pages = usePageReviews();
  const policy = useReviewPolicy();
  const admin = holdsAny(useMember().roles, ADMIN_ROLES);
  const due = pages.data?.filter((p) => p.due).length ?? 0;
  const months = policy.data?.current.months;
  return (
    <div className="page office-page">
      <h1>Page reviews</h1>
      <p className="hint">
        Read each page of the site through at least once {months ? `every ${months} months` : 'within the review period'} and mark it
        reviewed when it is still true; a programme or department page that needs a change goes to the web team.{' '}
        {pages.data ? `${due} of ${pages.data.length} pages are due.` : null}
      </p>
      {policy.data ? <ReviewPolicyPanel current={policy.data.current} history={policy.data.history} changes={admin} /> : null}
      {pages.isPending ? <p role="status">Loading...</p> : null}
      {pages.error ? <p role="alert">The pages could not be loaded. Reload to try again.</p> : null}
      {pages.data ? (
        <OfficeTable
          label="Pages of the site"
          caption="Each page of the site and its last review"
          columns={['Page', 'Last reviewed', 'Review', 'Note', <span className="visually-hidden">Mark reviewed</span>]}
        >
          {pages.data.map((p) => (
            <ReviewRow key={p.path} page={p} />
          ))}
        </OfficeTable>
      ) : null}
    </div>
  );
}
