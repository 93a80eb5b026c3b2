import {
  NOTICE_CATEGORY_LABELS,
  NOTICE_MOVES,
  NOTICE_STATUS_LABELS,
  type NoticeStatus,
  type StaffNotice,
} from '@college/contracts/entities/notice';
import { displayDateTime, displayDay } from '@college/contracts/rules/day';
import { holdsAny, PUBLISH_ROLES } from '@college/contracts/roles';
import { usePageTitle } from '../../../components/layout/page-title';
import { Pager } from '../../../components/ui/pager';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { pageOf, useUrlParams } from '../../../lib/use-url-params';
import { useMoveNotice, useStaffNotices } from '../api/notices-api';
import { NoticeEditor } from './notice-editor';
import { useMember } from './office-layout';
import { OfficeTable } from './office-table';

const MOVE_LABELS: Record<NoticeStatus, string> = {
  submitted: 'Send for publishing',
  draft: 'Back to draft',
  published: 'Publish',
  unpublished: 'Take off the site',
};

/** Where a notice stands, as the office reads it: a published one with its time ahead is scheduled. */
function stateOf(n: StaffNotice): string {
  if (n.status === 'published' && n.publishAt && new Date(n.publishAt) > new Date()) return `Scheduled for ${displayDateTime(n.publishAt)}`;
  return NOTICE_STATUS_LABELS[n.status];
}

function malayalamOf(n: StaffNotice): string {
  if (!n.titleMl) return 'Not written: the English shows';
  return n.malayalamOutOfDate ? 'Out of date: the English shows' : 'Current';
}

function Moves({ notice, publishes }: { notice: StaffNotice; publishes: boolean }) {
  const move = useMoveNotice();
  const allowed = NOTICE_MOVES[notice.status].filter((m) => m.by === 'writer' || publishes);
  const go = async (to: NoticeStatus) => {
    try {
      await move.mutateAsync({ id: notice.id, body: { to, version: notice.version } });
      toast({ title: `“${notice.titleEn}”: ${NOTICE_STATUS_LABELS[to].toLowerCase()}`, variant: 'success' });
    } catch (err) {
      toast({ title: errorMessage(err, 'The notice was not moved'), variant: 'destructive' });
    }
  };
  return (
    <>
      {allowed.map((m) => (
        <button
          key={m.to}
          type="button"
          className="button button--small button--secondary"
          disabled={move.isPending}
          aria-label={`${MOVE_LABELS[m.to]}: ${notice.titleEn}`}
          onClick={() => void go(m.to)}
        >
          {MOVE_LABELS[m.to]}
        </button>
      ))}
    </>
  );
}

/** /staff/notices: the content office writes notices in English and Malayalam; a publisher puts them on the site. */
export function StaffNoticesPage() {
  usePageTitle();
  const member = useMember();
  const publishes = holdsAny(member.roles, PUBLISH_ROLES);
  // The page and the open editor are in the URL: a reload or a lapsed session comes back to the
  // notice being written, with what was typed (kept as a draft on this computer).
  const { params, update } = useUrlParams(['page', 'edit'] as const);
  const page = pageOf(params.page);
  const notices = useStaffNotices(page);
  const rows = notices.data?.data ?? [];
  const editing: StaffNotice | 'new' | null = params.edit === 'new' ? 'new' : (rows.find((n) => n.id === params.edit) ?? null);
  const setEditing = (to: StaffNotice | 'new' | null) =>
    update({ edit: to === null ? '' : to === 'new' ? 'new' : to.id, page: params.page }, { replace: to === null });
  return (
    <div className="page office-page">
      <h1>Notices</h1>
      <p className="hint">
        {publishes
          ? 'You publish: a notice you publish is on the site at once, or at the time it is set for.'
          : 'Write a notice and send it for publishing: an administrator puts it on the site.'}{' '}
        <a href={paths.notices()}>See the notices as the public does</a>
      </p>
      {editing ? (
        <NoticeEditor
          key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`}
          notice={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <p>
          <button type="button" className="button" onClick={() => setEditing('new')}>
            Write a notice
          </button>
        </p>
      )}
      {notices.error ? (
        <p role="alert" className="error-text">
          {errorMessage(notices.error, 'The notices could not be loaded')}
        </p>
      ) : null}
      <section className="card" aria-labelledby="notices-title">
        <h2 id="notices-title">All notices ({notices.data?.total ?? 0})</h2>
        <OfficeTable label="All notices" columns={['Notice', 'State', 'Last day', 'Malayalam', 'Changed', 'Actions']}>
          {rows.map((n) => (
            <tr key={n.id}>
              <td>
                {n.titleEn}
                <br />
                <span className="hint">{NOTICE_CATEGORY_LABELS[n.category].en}</span>
              </td>
              <td>{stateOf(n)}</td>
              <td>{n.validUntil ? displayDay(n.validUntil) : '—'}</td>
              <td>{malayalamOf(n)}</td>
              <td>
                {displayDateTime(n.updatedAt)}
                <br />
                {n.updatedBy}
              </td>
              <td>
                <div className="notice-actions">
                  {n.status !== 'published' || publishes ? (
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Change: ${n.titleEn}`}
                      onClick={() => setEditing(n)}
                    >
                      Change
                    </button>
                  ) : null}
                  <Moves notice={n} publishes={publishes} />
                </div>
              </td>
            </tr>
          ))}
        </OfficeTable>
        {notices.data && rows.length === 0 ? <p className="hint">No notice has been written yet.</p> : null}
        {notices.data && notices.data.totalPages > 1 ? (
          <Pager page={page} totalPages={notices.data.totalPages} busy={notices.isFetching} onPage={(p) => update({ page: String(p) })} />
        ) : null}
      </section>
    </div>
  );
}
