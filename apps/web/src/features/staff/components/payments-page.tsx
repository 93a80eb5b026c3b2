import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAYMENT_STATUSES, type PaymentStatus } from '@college/contracts/entities/payment';
import type { LedgerRow } from '@college/contracts/entities/payments-ledger';
import { usePageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { displayIstDay, displayDateTime } from '@college/contracts/rules/day';
import { useUrlParams } from '../../../lib/use-url-params';
import { askGateway, ledgerKey, useLedger, type LedgerQuery } from '../api/payments-api';
import { Pager } from '../../../components/ui/pager';

const STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Open',
  processing: 'Authorised',
  success: 'Paid',
  failed: 'Failed',
  duplicate: 'Duplicate (refund due)',
};
const OUTCOME_LABELS: Record<string, string> = {
  paid: 'found paid',
  duplicate: 'duplicate found',
  authorized: 'found authorised',
  failed: 'found failed',
  nothing: 'no payment yet',
  unchanged: 'as recorded',
  error: 'could not ask',
};
const KEYS = ['status', 'from', 'to', 'q', 'page'] as const;

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** 'Check with Razorpay now' for one order; says what it found in the page's live region. */
function CheckButton({ row, onChecked }: { row: LedgerRow; onChecked: (text: string) => void }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    try {
      const result = await askGateway(row.paymentId);
      onChecked(
        `${row.orderId}: ${OUTCOME_LABELS[result.outcome] ?? result.outcome}${result.note ? ` (${result.note})` : ''}; now ${STATUS_LABELS[result.status]}.`,
      );
      await client.invalidateQueries({ queryKey: ledgerKey() });
    } catch (err) {
      onChecked(`${row.orderId}: ${errorMessage(err, 'Razorpay could not be asked')}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => void check()}>
      {busy ? 'Checking...' : 'Check with Razorpay now'}
      <span className="visually-hidden"> ({row.orderId})</span>
    </button>
  );
}

function PaymentCells({ row }: { row: LedgerRow }) {
  return (
    <>
      <td>
        <Link to={paths.staffApplication(row.applicationId)}>{row.applicationId}</Link>
        <br />
        {row.applicantName ?? '—'}
      </td>
      <td>
        {STATUS_LABELS[row.status]}
        {row.lastError ? <span className="hint"> ({row.lastError})</span> : null}
      </td>
      <td>{rupees(row.amount)}</td>
      <td>
        {row.orderId}
        <br />
        {row.gatewayPaymentId ?? '—'}
      </td>
      <td>{displayDateTime(row.createdAt)}</td>
      <td>
        {row.lastCheck ? `${OUTCOME_LABELS[row.lastCheck.outcome] ?? row.lastCheck.outcome}, ${displayDateTime(row.lastCheck.at)}` : '—'}
      </td>
    </>
  );
}

/** /staff/payments: fee payments for the accounts office; filters, search and page in the URL. */
export function PaymentsPage() {
  usePageTitle();
  const { params, query, update } = useUrlParams(KEYS);
  const ledger = useLedger(query as LedgerQuery);
  const [q, setQ] = useState(params.q);
  // Back or Clear filters changes the URL's search: the box follows it.
  const [shownQ, setShownQ] = useState(params.q);
  if (shownQ !== params.q) {
    setShownQ(params.q);
    setQ(params.q);
  }
  const [said, setSaid] = useState('');
  const rows = ledger.data?.data ?? [];
  const page = ledger.data?.page ?? 1;
  const totalPages = ledger.data?.totalPages ?? 1;
  const header = (
    <tr>
      <th scope="col">Application</th>
      <th scope="col">Status</th>
      <th scope="col">Amount</th>
      <th scope="col">Order and payment id</th>
      <th scope="col">Started</th>
      <th scope="col">Last check</th>
      <th scope="col">
        <span className="visually-hidden">Actions</span>
      </th>
    </tr>
  );

  return (
    <div className="page office-page">
      <h1>Payments</h1>
      <form
        className="card queue-filters"
        role="search"
        aria-label="Find payments"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: q.trim() });
        }}
      >
        <div className="field queue-filters__search">
          <label htmlFor="pay-q">Search</label>
          <input
            id="pay-q"
            type="search"
            value={q}
            placeholder="Application number, order_… or pay_…"
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="pay-status">Status</label>
          <select id="pay-status" value={params.status} onChange={(e) => update({ status: e.target.value })}>
            <option value="">Any</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="pay-from">Made from</label>
          <input id="pay-from" type="date" value={params.from} onChange={(e) => update({ from: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="pay-to">Made to</label>
          <input id="pay-to" type="date" value={params.to} onChange={(e) => update({ to: e.target.value })} />
        </div>
        <button type="submit" className="button button--small">
          Search
        </button>
        <Link className="link-button" to={paths.staffPayments()}>
          Clear filters
        </Link>
      </form>
      {ledger.error ? (
        <p role="alert" className="error-text">
          {errorMessage(ledger.error, 'The payments could not be loaded')}
        </p>
      ) : null}
      <p role="status" className="queue-total">
        {said || (ledger.isPending ? 'Loading...' : `${ledger.data?.total ?? 0} payment attempts`)}
      </p>

      <section className="card" aria-labelledby="attention-h">
        <h2 id="attention-h">Needs a look ({ledger.data?.attention.length ?? 0})</h2>
        {ledger.data && ledger.data.attention.length === 0 ? <p>Nothing: every payment of the last 30 days agrees with Razorpay.</p> : null}
        {ledger.data && ledger.data.attention.length > 0 ? (
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Payments that need a look">
            <table className="queue-table">
              <thead>
                <tr>
                  <th scope="col">Why</th>
                  <th scope="col">Application</th>
                  <th scope="col">Status</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Order and payment id</th>
                  <th scope="col">Started</th>
                  <th scope="col">Last check</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {ledger.data.attention.map((a) => (
                  <tr key={a.paymentId}>
                    <td>{a.reason}</td>
                    <PaymentCells row={a} />
                    <td>
                      <CheckButton row={a} onChecked={setSaid} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>

      <section className="card" aria-labelledby="days-h">
        <h2 id="days-h">Totals per day</h2>
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Totals per day">
          <table className="queue-table">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Attempts</th>
                <th scope="col">Fees paid</th>
                <th scope="col">Amount</th>
                <th scope="col">Duplicates</th>
              </tr>
            </thead>
            <tbody>
              {(ledger.data?.days ?? []).map((d) => (
                <tr key={d.day}>
                  <td>{displayIstDay(`${d.day}T12:00:00+05:30`)}</td>
                  <td>{d.attempts}</td>
                  <td>{d.paid}</td>
                  <td>{rupees(d.paidAmount)}</td>
                  <td>{d.duplicates}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <h2>Every attempt</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Payment attempts">
        <table className="queue-table">
          <caption className="visually-hidden">
            Payment attempts, page {page} of {totalPages}
          </caption>
          <thead>{header}</thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.paymentId}>
                <PaymentCells row={r} />
                <td>{r.status === 'success' ? null : <CheckButton row={r} onChecked={setSaid} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && !ledger.isPending ? <p>No payments match these filters.</p> : null}
      <Pager page={page} totalPages={totalPages} onPage={(p) => update({ page: String(p) })} />
    </div>
  );
}
