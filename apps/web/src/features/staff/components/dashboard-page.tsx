import { rupees } from '@college/contracts/rules/money';
import { Link } from 'react-router';
import { CATEGORIES } from '@college/contracts/entities/reservation';
import { intakeOf } from '@college/contracts/entities/intakes';
import { RIGHTS_REQUEST_LABELS } from '@college/contracts/entities/privacy';
import { displayDateTime, displayDay } from '@college/contracts/rules/day';
import { holdsAny, PAYMENT_ROLES, PUBLISH_ROLES } from '@college/contracts/roles';
import { STATUS_LABELS } from '@college/contracts/stages';
import { usePageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useDashboard } from '../api/dashboard-api';
import { BarTable } from './bar-table';
import { DayChart } from './day-chart';
import { useMember } from './office-layout';

/** The queue under a filter: every count on this page links to the list it counts. */
const queue = (filter: Record<string, string>) => paths.staffApplications(new URLSearchParams(filter).toString());
const link = (href: string, text: string) => <Link to={href}>{text}</Link>;

function Figure({ label, value, href, note }: { label: string; value: number; href?: string; note?: string }) {
  return (
    <div className="dashboard-figure">
      <dt>{label}</dt>
      <dd>
        <span className="dashboard-figure__value">{href ? <Link to={href}>{value}</Link> : value}</span>
        {note ? <span className="hint"> {note}</span> : null}
      </dd>
    </div>
  );
}

/** /staff/dashboard: the season in numbers for admissions and admin. */
export function DashboardPage() {
  usePageTitle();
  const member = useMember();
  const dashboard = useDashboard();
  const d = dashboard.data;
  const ledger = holdsAny(member.roles, PAYMENT_ROLES);
  const publishes = holdsAny(member.roles, PUBLISH_ROLES);
  if (!d) {
    return (
      <div className="page office-page">
        <h1>Dashboard</h1>
        {dashboard.error ? (
          <p role="alert" className="error-text">
            {errorMessage(dashboard.error, 'The dashboard could not be loaded')}
          </p>
        ) : (
          <p role="status">Loading...</p>
        )}
      </div>
    );
  }
  const apps = d.applications;
  return (
    <div className="page office-page dashboard">
      <h1>Dashboard</h1>
      <p className="hint">
        Figures as of {displayDateTime(d.asOf)}; they are counted again every few seconds. Each number opens the list it counts.
      </p>
      <section aria-labelledby="dash-season" className="card">
        <h2 id="dash-season">The season so far</h2>
        <dl className="dashboard-figures">
          <Figure label="Applications" value={apps.total} href={queue({})} />
          <Figure label="Submitted" value={apps.submitted} href={queue({ stage: 'submitted' })} />
          <Figure label="Fee paid" value={apps.feePaid} href={queue({ paid: 'true' })} />
          <Figure
            label="Requests about personal data open"
            value={d.requests.open}
            href={paths.staffRequests()}
            note={d.requests.overdue > 0 ? `${d.requests.overdue} past the deadline` : undefined}
          />
          <Figure
            label="Payments waiting for Razorpay"
            value={d.fees.pending + d.fees.processing}
            href={ledger ? paths.staffPayments('status=pending') : undefined}
            note={`${d.fees.pending} pending, ${d.fees.processing} authorised; the reconciliation asks Razorpay about them`}
          />
          {publishes ? <Figure label="Notices waiting to be published" value={d.noticesWaiting} href={paths.staffNotices()} /> : null}
          {publishes ? <Figure label="Albums waiting to be published" value={d.albumsWaiting} href={paths.staffGallery()} /> : null}
          {publishes ? <Figure label="Documents waiting to be published" value={d.documentsWaiting} href={paths.staffDocuments()} /> : null}
          {publishes ? (
            <Figure
              label="Committees to review"
              value={d.committeesToReview}
              href={paths.staffCommittees()}
              note="Not set up, past their term or due for review"
            />
          ) : null}
          {publishes ? (
            <Figure
              label="Documents to review"
              value={d.documentsToReview}
              href={paths.staffDocuments()}
              note="Never published, or not published again for 12 months"
            />
          ) : null}
          {publishes ? (
            <Figure
              label="Pages to review"
              value={d.pagesToReview}
              href={paths.staffPages()}
              note="Never read through, or not for 12 months"
            />
          ) : null}
        </dl>
      </section>
      <div className="dashboard-charts">
        <section aria-labelledby="dash-days" className="card">
          <h2 id="dash-days">By day</h2>
          <DayChart
            title="Applications submitted"
            days={apps.submittedByDay.map((x) => ({ day: x.day, value: x.n, href: queue({ from: x.day, to: x.day }) }))}
            renderLink={link}
          />
          <DayChart
            title="Fees received"
            days={d.fees.byDay.map((x) => ({
              day: x.day,
              value: x.amount,
              href: ledger ? paths.staffPayments(`from=${x.day}&to=${x.day}`) : undefined,
            }))}
            format={rupees}
            renderLink={link}
          />
        </section>
        <section aria-labelledby="dash-status" className="card">
          <h2 id="dash-status">By status and programme</h2>
          <BarTable
            caption="Status"
            columns={['Applications']}
            rows={[...apps.byStatus]
              .sort((a, b) => b.n - a.n)
              .map((s) => ({ label: STATUS_LABELS[s.status], cells: [{ value: s.n, href: queue({ status: s.status }) }] }))}
          />
          <BarTable
            caption="Programme"
            columns={['Applications']}
            rows={apps.byProgramme.map((p) => ({
              label: intakeOf(p.level, p.mode)?.label ?? `${p.level} ${p.mode ?? ''}`,
              cells: [{ value: p.n, href: queue({ level: p.level, ...(p.mode ? { mode: p.mode } : {}) }) }],
            }))}
          />
        </section>
        <section aria-labelledby="dash-branch" className="card">
          <h2 id="dash-branch">By branch and category</h2>
          <BarTable
            caption="Branch"
            columns={['First preference', 'Any preference']}
            rows={apps.byBranch.map((b) => ({
              label: b.branch,
              cells: [
                { value: b.first, href: queue({ branch: b.branch, firstChoice: 'true' }) },
                { value: b.any, href: queue({ branch: b.branch }) },
              ],
            }))}
          />
          <BarTable
            caption="Category"
            columns={['Applications']}
            rows={[...apps.byCategory]
              .sort((a, b) => b.n - a.n)
              .map((c) => ({
                label: CATEGORIES.find((x) => x.code === c.category)?.label ?? c.category,
                cells: [{ value: c.n, href: queue({ category: c.category }) }],
              }))}
          />
        </section>
        <section aria-labelledby="dash-deadlines" className="card">
          <h2 id="dash-deadlines">Deadlines</h2>
          <h3>Requests about personal data, soonest first</h3>
          {d.requests.soonest.length === 0 ? (
            <p className="hint">No request is open.</p>
          ) : (
            <ul className="dashboard-list">
              {d.requests.soonest.map((r) => (
                <li key={r.id}>
                  {displayDay(r.dueAt.slice(0, 10))}: {RIGHTS_REQUEST_LABELS[r.kind]},{' '}
                  <Link to={paths.staffApplication(r.applicationId)}>{r.applicationId}</Link>
                </li>
              ))}
            </ul>
          )}
          <h3>The season's next dates</h3>
          {d.nextDates.length === 0 ? (
            <p className="hint">
              No date ahead is set. <Link to={paths.staffSettings()}>Admission settings</Link> hold the season's dates.
            </p>
          ) : (
            <ul className="dashboard-list">
              {d.nextDates.map((x) => (
                <li key={`${x.on} ${x.what}`}>
                  <strong>{displayDay(x.on)}</strong>: {x.what}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
