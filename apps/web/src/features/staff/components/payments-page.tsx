import { rupees } from '@college/contracts/rules/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAYMENT_STATUSES, type PaymentStatus } from '@college/contracts/entities/payment';
import type { LedgerRow } from '@college/contracts/entities/payments-ledger';
import { usePageTitle } from '../../../components/layout/page-title';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { displayDateTime, displayDay } from '@college/contracts/rules/day';
import { useUrlParams } from '../../../lib/use-url-params';
import { CHECK_OUTCOME_LABELS as OUTCOME_LABELS } from './check-outcomes';
import { ReconciliationChecks } from './reconciliation-checks';
import { ledgerExportUrl, useCheckPayment, useLedger, type LedgerQuery } from '../api/payments-api';
import { ChoiceFilter, DayFilter, ListFilters, ListTable } from './office-list';
import { OfficeTable } from './office-table';

const STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Open',
  processing: 'Authorised',
  success: 'Paid',
  failed: 'Failed',
  duplicate: 'Duplicate (refund due)',
};
const KEYS = ['status', 'refund', 'from', 'to', 'q', 'page'] as const;

/** A payment with a refund reads as the refund: a refunded fee is not money taken. */
const REFUND_WORDS: Record<NonNullable<LedgerRow['refund']>['status'], (amount: string) => string> = {
  processed: (amount) => `Refunded (${amount})`,
  pending: (amount) => `Refund of ${amount} under way`,
  failed: (amount) => `Paid; refund of ${amount} failed`,
};

/** 'Check with Razorpay now' for one order; says what it found in the page's live region. */
function CheckButton({ row, onChecked }: { row: LedgerRow; onChecked: (text: string) => void }) {
  const ask = useCheckPayment();
  const busy = ask.isPending;
  const check = async () => {
    try {
      const result = await ask.mutateAsync(row.paymentId);
      onChecked(
        `${row.orderId}: ${OUTCOME_LABELS[result.outcome] ?? result.outcome}${result.note ? ` (${result.note})` : ''}; now ${STATUS_LABELS[result.status]}.`,
      );
    } catch (err) {
      onChecked(`${row.orderId}: ${errorMessage(err, 'Razorpay could not be asked')}`);
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
        {row.refund ? REFUND_WORDS[row.refund.status](rupees(row.refund.amount)) : STATUS_LABELS[row.status]}
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
      <ListFilters
        label="Find payments"
        searchId="pay-q"
        searchHint="By application number, order id (order_…) or payment id (pay_…)"
        q={params.q}
        update={update}
        submitLabel="Search"
        clearTo={paths.staffPayments()}
      >
        <ChoiceFilter
          id="pay-status"
          label="Status"
          value={params.status}
          onChange={(v) => update({ status: v })}
          options={PAYMENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <ChoiceFilter
          id="pay-refund"
          label="Refunds"
          value={params.refund}
          onChange={(v) => update({ refund: v })}
          options={[
            { value: 'refunded', label: 'Refunded or under way' },
            { value: 'kept', label: 'Not refunded' },
          ]}
        />
        <DayFilter id="pay-from" label="Made from" value={params.from} onChange={(v) => update({ from: v })} />
        <DayFilter id="pay-to" label="Made to" value={params.to} onChange={(v) => update({ to: v })} />
      </ListFilters>
      {ledger.error ? (
        <p role="alert" className="error-text">
          {errorMessage(ledger.error, 'The payments could not be loaded')}
        </p>
      ) : null}
      <div className="queue-summary">
        <p role="status" className="queue-total">
          {said || (ledger.isPending ? 'Loading...' : `${ledger.data?.total ?? 0} payment attempts`)}
        </p>
        <p className="queue-export">
          Download these payments:{' '}
          <a href={ledgerExportUrl(query as LedgerQuery, 'csv')} download>
            CSV
          </a>{' '}
          ·{' '}
          <a href={ledgerExportUrl(query as LedgerQuery, 'xlsx')} download>
            Excel (XLSX)
          </a>
        </p>
      </div>

      <section className="card" aria-labelledby="attention-h">
        <h2 id="attention-h">Needs a look ({ledger.data?.attention.length ?? 0})</h2>
        {ledger.data && ledger.data.attention.length === 0 ? <p>Nothing: every payment of the last 30 days agrees with Razorpay.</p> : null}
        {ledger.data && ledger.data.attention.length > 0 ? (
          <OfficeTable
            label="Payments that need a look"
            columns={[
              'Why',
              'Application',
              'Status',
              'Amount',
              'Order and payment id',
              'Started',
              'Last check',
              <span className="visually-hidden">Actions</span>,
            ]}
          >
            {ledger.data.attention.map((a) => (
              <tr key={a.paymentId}>
                <td>{a.reason}</td>
                <PaymentCells row={a} />
                <td>
                  <CheckButton row={a} onChecked={setSaid} />
                </td>
              </tr>
            ))}
          </OfficeTable>
        ) : null}
      </section>

      <section className="card" aria-labelledby="days-h">
        <h2 id="days-h">Totals per day</h2>
        <OfficeTable label="Totals per day" columns={['Day', 'Attempts', 'Fees paid', 'Amount', 'Duplicates']}>
          {(ledger.data?.days ?? []).map((d) => (
            <tr key={d.day}>
              <td>{displayDay(d.day)}</td>
              <td>{d.attempts}</td>
              <td>{d.paid}</td>
              <td>{rupees(d.paidAmount)}</td>
              <td>{d.duplicates}</td>
            </tr>
          ))}
        </OfficeTable>
      </section>

      <h2>Every attempt</h2>
      <ListTable
        label="Payment attempts"
        caption={`Payment attempts, page ${page} of ${totalPages}`}
        head={header}
        rows={rows.map((r) => (
          <tr key={r.paymentId}>
            <PaymentCells row={r} />
            <td>{r.status === 'success' ? null : <CheckButton row={r} onChecked={setSaid} />}</td>
          </tr>
        ))}
        empty={ledger.isPending ? null : 'No payments match these filters.'}
        page={page}
        totalPages={totalPages}
        onPage={(p) => update({ page: String(p) })}
      />
      <ReconciliationChecks />
    </div>
  );
}
