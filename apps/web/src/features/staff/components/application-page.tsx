import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import type { OfficeApplication, TimelineEntry } from '@college/contracts/entities/office';
import { STAGE_LABELS, STATUS_LABELS } from '@college/contracts/stages';
import type { RefundStatus } from '@college/contracts/entities/payment';
import { ADMIN_ROLES, DECISION_ROLES, holdsAny, PAYMENT_ROLES, ROLE_LABELS } from '@college/contracts/roles';
import { ApplicationSections } from '../../../components/application/application-sections';
import { OfficePictures } from './office-pictures';
import { StatusNotice } from '../../../components/application/status-notice';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { displayDateTime, displayIstDay } from '@college/contracts/rules/day';
import { RIGHTS_REQUEST_LABELS } from '@college/contracts/entities/privacy';
import { officeApplicationKey, queueKey, useOfficeApplication } from '../api/office-api';
import { ClaimNote } from './claim-note';
import { CorrectionForm } from './correction-form';
import { DecisionForm } from './decision-form';
import { RefundForms, UndoForm, UnlockForms } from './office-actions';
import { useMember } from './office-layout';
import { ApplicationAllotment } from './application-allotment';
import { ApplicationDocuments } from './application-documents';
import { ApplicationJoining } from './application-joining';
import { useQueueSteps, type QueueContext } from './review-desk';
import { ShortcutsDialog, useReviewShortcuts } from './review-shortcuts';
import { useState } from 'react';
import { OfficeTable } from './office-table';

function describe(e: TimelineEntry): string {
  switch (e.kind) {
    case 'created':
      return 'Application started';
    case 'stage_saved':
      return `${e.stage ? STAGE_LABELS[e.stage] : 'A step'} saved`;
    case 'paid':
      return 'Fee paid';
    case 'refunded':
      return 'Fee refunded: the application is no longer paid';
    case 'submitted':
      return 'Submitted';
    case 'decision':
      return `Decision: ${e.statusFrom ? STATUS_LABELS[e.statusFrom] : '?'} → ${e.statusTo ? STATUS_LABELS[e.statusTo] : '?'}`;
    case 'undo':
      return `Decision undone: ${e.statusFrom ? STATUS_LABELS[e.statusFrom] : '?'} → ${e.statusTo ? STATUS_LABELS[e.statusTo] : '?'}`;
    case 'unlock':
      return e.remark ?? 'Unlocked';
    case 'options_revised':
      return 'Options revised after the trial allotment';
    case 'corrected':
      return `Corrected: ${e.remark ?? ''}`;
  }
}

const REFUND_LABELS: Record<RefundStatus, string> = { pending: 'In progress', processed: 'Refunded', failed: 'Failed' };

function Payments({ data }: { data: OfficeApplication }) {
  return (
    <section className="card" aria-labelledby="payments-title">
      <h2 id="payments-title">Payment attempts ({data.countedAttempts} counting toward the limit)</h2>
      {data.payments.length === 0 ? (
        <p>No payment attempts.</p>
      ) : (
        <OfficeTable
          labelledBy="payments-title"
          columns={['#', 'Status', 'Amount', 'Order', 'Payment id', 'Method', 'Started', 'Verified', 'Refund']}
        >
          {data.payments.map((p) => (
            <tr key={p.id}>
              <td>{p.attempt}</td>
              <td>
                {p.status}
                {p.lastError ? ` (${p.lastError})` : ''}
                {p.clearedAt ? ' · reset' : ''}
              </td>
              <td>₹{p.amount}</td>
              <td>{p.orderId}</td>
              <td>{p.gatewayPaymentId ?? '—'}</td>
              <td>{p.method ?? '—'}</td>
              <td>{displayDateTime(p.createdAt)}</td>
              <td>{p.verifiedAt ? displayDateTime(p.verifiedAt) : '—'}</td>
              <td>
                {p.refund ? `${REFUND_LABELS[p.refund.status]}${p.refund.gatewayRefundId ? ` (${p.refund.gatewayRefundId})` : ''}` : '—'}
              </td>
            </tr>
          ))}
        </OfficeTable>
      )}
    </section>
  );
}

function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <section className="card" aria-labelledby="timeline-title">
      <h2 id="timeline-title">Timeline</h2>
      <ol className="timeline">
        {entries.map((e, i) => (
          <li key={`${e.at}-${i}`}>
            <time dateTime={e.at}>{displayDateTime(e.at)}</time> <strong>{describe(e)}</strong>
            {e.staff ? ` by ${e.staff.name || e.staff.email}` : ''}
            {e.kind !== 'unlock' && e.kind !== 'corrected' && e.remark ? <span className="timeline__note">Remark: {e.remark}</span> : null}
            {e.internalNote ? (
              <span className="timeline__note">
                {e.kind === 'decision' ? 'Internal note' : 'Reason'}: {e.internalNote}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /staff/applications/:id: everything the applicant entered, the payments, the timeline, who read it, and the decisions. */
export function ApplicationPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const member = useMember();
  const client = useQueryClient();
  const query = useOfficeApplication(id);
  // Opened from the queue: its view (for Back) and the page's numbers; previous and next go across its pages.
  const fromQueue = (location.state as QueueContext | null) ?? {};
  const queueSearch = fromQueue.queue ?? '';
  const steps = useQueueSteps(id, fromQueue);
  const [moving, setMoving] = useState('');
  const [helpOpen, setHelpOpen] = useState(false);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: officeApplicationKey(id) });
    void client.invalidateQueries({ queryKey: queueKey() });
  };
  const move = async (offset: 1 | -1) => {
    if (!steps.inQueue) return;
    setMoving(offset === 1 ? 'Opening the next application...' : 'Opening the previous application...');
    const moved = await steps.go(offset).catch(() => null);
    setMoving(
      moved === null
        ? 'The queue could not be reached. Check the connection and try again.'
        : moved
          ? ''
          : offset === 1
            ? 'That was the last application in this view.'
            : 'That was the first application in this view.',
    );
  };
  useReviewShortcuts({
    next: () => void move(1),
    previous: () => void move(-1),
    decide: (status) => {
      const choice = document.querySelector<HTMLInputElement>(`input[name="decision-status"][value="${status}"]`);
      if (choice) {
        choice.click();
        choice.focus();
      } else setMoving(`${STATUS_LABELS[status]} is not a decision this application can take now.`);
    },
    remark: () => document.getElementById('decision-remark')?.focus(),
    saveAndNext: () => document.getElementById('decision-save-next')?.click(),
    help: () => setHelpOpen((o) => !o),
  });
  const back = (
    <nav className="office-steps" aria-label="Applications">
      <Link className="link-button" to={paths.staffApplications(queueSearch)}>
        ← Back to applications
      </Link>
      {steps.inQueue ? (
        <>
          <button type="button" className="link-button" onClick={() => void move(-1)}>
            ← Previous application
          </button>
          <button type="button" className="link-button" onClick={() => void move(1)}>
            Next application →
          </button>
        </>
      ) : null}
      <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setHelpOpen(true)}>
        Keyboard shortcuts (?)
      </button>
      <button type="button" className="link-button" onClick={() => window.print()}>
        Print for the file
      </button>
      <span role="status" className="office-steps__status">
        {moving}
      </span>
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </nav>
  );
  if (query.isPending) return <p role="status">Loading...</p>;
  if (!query.data) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="page office-page">
        <h1>{missing ? 'Application not found' : 'The application could not be loaded'}</h1>
        {missing ? null : <p role="alert">{errorMessage(query.error, 'Please try again.')}</p>}
        {back}
      </div>
    );
  }
  const data = query.data;
  const app = data.application;
  return (
    <div className="page office-page">
      {back}
      <h1>
        Application {app.applicationId}
        {app.personalDetails ? `: ${app.personalDetails.fullName}` : ''}
      </h1>
      <StatusNotice status={app.status} remark={data.statusRemark} />
      <p className="print-only">
        Printed {displayDateTime(new Date())} by {member.name || member.email}
      </p>
      {data.masked ? <p className="hint">Contact details are masked for your role.</p> : null}
      <div className="office-columns">
        <div className="office-columns__main">
          <ApplicationSections data={app} pictures={data.masked ? null : <OfficePictures id={app.applicationId} images={app.images} />} />
          <Payments data={data} />
          <Timeline entries={data.timeline} />
        </div>
        <aside className="office-columns__side" aria-label="Decisions and history">
          {holdsAny(member.roles, DECISION_ROLES) ? (
            <ClaimNote
              key={`claim-${app.applicationId}-${data.version}`}
              data={data}
              admin={holdsAny(member.roles, ADMIN_ROLES)}
              onSaved={refresh}
            />
          ) : null}
          {data.allowedDecisions.length > 0 ? (
            <DecisionForm
              key={`${app.applicationId}-${data.version}`}
              id={app.applicationId}
              data={data}
              onSaved={refresh}
              {...(steps.inQueue ? { onNext: () => move(1) } : {})}
            />
          ) : null}
          {data.canUndo ? (
            <UndoForm key={`undo-${app.applicationId}-${data.version}`} id={app.applicationId} version={data.version} onSaved={refresh} />
          ) : null}
          {holdsAny(member.roles, PAYMENT_ROLES) ? <RefundForms payments={data.payments} onSaved={refresh} /> : null}
          {holdsAny(member.roles, DECISION_ROLES) && app.personalDetails ? (
            <CorrectionForm key={`correct-${app.applicationId}-${data.version}`} data={data} onSaved={refresh} />
          ) : null}
          {holdsAny(member.roles, DECISION_ROLES) ? <ApplicationAllotment id={app.applicationId} /> : null}
          {holdsAny(member.roles, DECISION_ROLES) ? <ApplicationDocuments id={app.applicationId} /> : null}
          {holdsAny(member.roles, DECISION_ROLES) ? <ApplicationJoining id={app.applicationId} /> : null}
          {holdsAny(member.roles, DECISION_ROLES) ? (
            <UnlockForms key={app.applicationId} id={app.applicationId} mobile={app.mobile} onSaved={refresh} />
          ) : null}
          {data.requests.length > 0 ? (
            <section className="card" aria-labelledby="requests-title">
              <h2 id="requests-title">Applicant's requests</h2>
              <ul className="readers">
                {data.requests.map((r) => (
                  <li key={r.id}>
                    <strong>{RIGHTS_REQUEST_LABELS[r.kind]}</strong>
                    {r.details ? `: ${r.details}` : ''} (
                    {r.status === 'open' ? `answer due by ${displayIstDay(r.dueAt)}` : `closed, ${r.outcome}`})
                  </li>
                ))}
              </ul>
              <Link to={paths.staffRequests()}>All requests</Link>
            </section>
          ) : null}
          <section className="card" aria-labelledby="readers-title">
            <h2 id="readers-title">Read by</h2>
            <ul className="readers">
              {data.readBy.map((r) => (
                <li key={`${r.staff?.id ?? 'gone'}-${r.at}`}>
                  {r.staff ? r.staff.name || r.staff.email : 'A removed account'} ({r.roles.map((x) => ROLE_LABELS[x]).join(', ')}),{' '}
                  <time dateTime={r.at}>{displayDateTime(r.at)}</time>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
