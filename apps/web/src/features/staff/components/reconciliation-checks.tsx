import { rupees } from '@college/contracts/rules/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { displayDateTime } from '@college/contracts/rules/day';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { usePaymentChecks } from '../api/payments-api';
import { CHECK_OUTCOME_LABELS } from './check-outcomes';
import { OfficeTable } from './office-table';

/**
 * The reconciliation, check by check: each time Razorpay was asked about an order (by the job every
 * five minutes, or by "Check with Razorpay now"), the request, what came back and what was done.
 */
export function ReconciliationChecks() {
  const [q, setQ] = useState('');
  const checks = usePaymentChecks(q);
  const rows = checks.data?.data ?? [];
  return (
    <section aria-labelledby="checks-h" className="card">
      <h2 id="checks-h">Checks with Razorpay</h2>
      <p className="hint">The latest 50, newest first; or every check of one order or application.</p>
      <form
        className="queue-filters"
        aria-label="Checks of one order"
        onSubmit={(e) => {
          e.preventDefault();
          const typed = new FormData(e.currentTarget).get('checks-q');
          setQ(typeof typed === 'string' ? typed.trim() : '');
        }}
      >
        <label htmlFor="checks-q">Order id or application number</label>
        <input id="checks-q" name="checks-q" defaultValue={q} placeholder="order_… or APP…" />
        <button type="submit" className="button button--small">
          Show its checks
        </button>
        {q ? (
          <button type="button" className="link-button" onClick={() => setQ('')}>
            Show the latest of all
          </button>
        ) : null}
      </form>
      {checks.error ? (
        <p role="alert" className="error-text">
          {errorMessage(checks.error, 'The checks could not be loaded')}
        </p>
      ) : null}
      <OfficeTable
        label="Checks with Razorpay"
        caption="Checks with Razorpay, newest first"
        captionHidden
        columns={['When and who', 'Order', 'Asked', 'Razorpay answered', 'Found']}
      >
        {rows.map((c) => (
          <tr key={c.id}>
            <td>
              {displayDateTime(c.at)}
              <br />
              {c.by}
            </td>
            <td>
              {c.orderId}
              <br />
              <Link to={paths.staffApplication(c.applicationId)}>{c.applicationId}</Link>
            </td>
            <td>
              <code>{c.asked}</code>
            </td>
            <td>
              {c.outcome === 'error' ? (
                <>No answer: {c.note}</>
              ) : c.answered.length === 0 ? (
                'No payments on this order'
              ) : (
                <ul className="dashboard-list">
                  {c.answered.map((p) => (
                    <li key={p.id}>
                      {p.id}: {p.status}, {rupees(p.amount)}
                      {p.method ? `, ${p.method}` : ''}
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td>
              {CHECK_OUTCOME_LABELS[c.outcome] ?? c.outcome}
              {c.note && c.outcome !== 'error' ? ` (${c.note})` : ''}
            </td>
          </tr>
        ))}
      </OfficeTable>
      {!checks.isPending && rows.length === 0 ? <p className="hint">No check has been made{q ? ' of this one' : ''} yet.</p> : null}
    </section>
  );
}
