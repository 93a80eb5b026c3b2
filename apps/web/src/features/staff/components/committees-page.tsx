import { useUrlParams } from '../../../lib/use-url-params';
import { COMMITTEE_LABELS, type CommitteeKind, type StaffCommittee } from '@college/contracts/entities/committee';
import { displayDay } from '@college/contracts/rules/day';
import { usePageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { useStaffCommittees } from '../api/committees-api';
import { CommitteeEditor } from './committee-editor';

/** Where a committee stands, and what the office must do about it. */
function standing(c: StaffCommittee): { text: string; attention: boolean } {
  if (!c.constituted) return { text: 'Not set up: the rules require it', attention: true };
  if (c.pastTerm) return { text: `Its term ended on ${displayDay(c.termUntil ?? '')}: constitute it again`, attention: true };
  if (c.reviewDue) return { text: `Review due since ${displayDay(c.reviewBy ?? c.termUntil ?? '')}`, attention: true };
  return { text: `Up to date; next review ${displayDay(c.reviewBy ?? c.termUntil ?? '')}`, attention: false };
}

/** /staff/committees: the committees and officers the college must publish, kept by the content office. */
export function StaffCommitteesPage() {
  usePageTitle();
  const list = useStaffCommittees();
  // The open editor is in the URL: a reload comes back to it, with what was typed.
  const { params, update } = useUrlParams(['edit'] as const);
  const setEditing = (kind: CommitteeKind | null) => update({ edit: kind ?? '' }, { replace: kind === null });
  const open = list.data?.find((c) => c.kind === params.edit);
  return (
    <div className="staff-page">
      <h1>Committees</h1>
      <p className="hint">
        The committees and officers the rules ask every technical college to publish, with their members and contacts. A change is on the
        site at once and is recorded. <a href={paths.committees()}>See them as the public does</a>
      </p>
      {list.isPending ? <p role="status">Loading...</p> : null}
      {list.error ? <p role="alert">The committees could not be loaded. Reload to try again.</p> : null}
      {open ? <CommitteeEditor key={open.kind} committee={open} onDone={() => setEditing(null)} /> : null}
      <ul className="committee-list">
        {list.data?.map((c) => {
          const s = standing(c);
          const name = COMMITTEE_LABELS[c.kind].en;
          return (
            <li key={c.kind} className="card">
              <h2>{name}</h2>
              <p className={s.attention ? 'committee-list__attention' : 'hint'}>{s.text}</p>
              {c.constituted ? (
                <p>
                  {c.orderRef}; term {displayDay(c.termFrom ?? '')} to {displayDay(c.termUntil ?? '')}; {c.members.length}{' '}
                  {c.members.length === 1 ? 'member' : 'members'}. Changed {c.updatedAt ? displayDay(c.updatedAt.slice(0, 10)) : ''} by{' '}
                  {c.updatedBy}.
                </p>
              ) : null}
              <p>
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`${c.constituted ? 'Change' : 'Set up'}: ${name}`}
                  onClick={() => setEditing(c.kind)}
                >
                  {c.constituted ? 'Change' : 'Set up'}
                </button>
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
