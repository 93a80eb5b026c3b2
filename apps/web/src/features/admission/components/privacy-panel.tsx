import { useState } from 'react';
import { RIGHTS_DEADLINE_TEXT, RIGHTS_REQUEST_LABELS, type WithdrawalReceipt } from '@college/contracts/entities/privacy';
import { displayDateTime, displayIstDay } from '@college/contracts/rules/day';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { StepHeading } from './step-heading';
import { downloadMyDataFile, useMyRequests, useRequestRights, useWithdraw } from '../api/privacy';

/**
 * 'Your data': a copy of everything held (with who in the office read it), a correction or an
 * erasure asked of the office, and withdrawal of consent, as easy as giving it.
 */
export function PrivacyPanel({ applicationId, onWithdrawn }: { applicationId: string; onWithdrawn: (r: WithdrawalReceipt) => void }) {
  const requests = useMyRequests(applicationId);
  const ask = useRequestRights(applicationId);
  const withdraw = useWithdraw(applicationId);
  const [correction, setCorrection] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (what: string, action: () => Promise<unknown>, failure: string) => {
    setBusy(what);
    try {
      await action();
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, failure), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card privacy-panel no-print" aria-labelledby="privacy-title">
      <h3 id="privacy-title">Your data</h3>
      <p>You can have a copy of everything the college holds about this application, ask for a correction or erasure, or withdraw.</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy !== null}
        onClick={() =>
          void run('download', () => downloadMyDataFile(applicationId), 'Your data could not be downloaded. Please try again.')
        }
      >
        {busy === 'download' ? 'Preparing...' : 'Download my data (JSON)'}
      </button>

      <div className="field">
        <label htmlFor="correction">What should be corrected</label>
        <textarea id="correction" rows={3} maxLength={1000} value={correction} onChange={(e) => setCorrection(e.target.value)} />
      </div>
      <p className="hint">{RIGHTS_DEADLINE_TEXT}</p>
      <div className="step-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy !== null || correction.trim() === ''}
          onClick={() =>
            void run(
              'correction',
              async () => {
                await ask({ kind: 'correction', details: correction });
                setCorrection('');
                toast({ title: 'Request sent', description: 'Your correction request was sent to the admissions office.' });
              },
              'The request could not be sent. Please try again.',
            )
          }
        >
          Ask for a correction
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy !== null}
          onClick={() =>
            void run(
              'erasure',
              async () => {
                await ask({ kind: 'erasure', details: '' });
                toast({ title: 'Request sent', description: 'Your erasure request was sent to the admissions office.' });
              },
              'The request could not be sent. Please try again.',
            )
          }
        >
          Ask for erasure
        </button>
      </div>

      {requests.data && requests.data.length > 0 ? (
        <table className="privacy-panel__requests">
          <caption>Your requests</caption>
          <thead>
            <tr>
              <th scope="col">Request</th>
              <th scope="col">Sent</th>
              <th scope="col">Answer due by</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {requests.data.map((r) => (
              <tr key={r.id}>
                <td>{RIGHTS_REQUEST_LABELS[r.kind]}</td>
                <td>{displayIstDay(r.createdAt)}</td>
                <td>{displayIstDay(r.dueAt)}</td>
                <td>
                  {r.status === 'open' ? 'Open' : r.outcome === 'done' ? 'Done' : 'Refused'}
                  {r.outcomeNote ? `: ${r.outcomeNote}` : ''}
                  {r.closedAt ? ` (${displayDateTime(r.closedAt)})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      {confirming ? (
        <div className="privacy-panel__withdraw" role="group" aria-labelledby="withdraw-title">
          <h4 id="withdraw-title">Withdraw consent</h4>
          <p>
            The college stops using your data and erases this application now. It keeps only the payment records the law requires. This
            cannot be undone.
          </p>
          <label className="choice">
            <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />I understand that my application
            will be erased
          </label>
          <div className="step-actions">
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={!understood || busy !== null}
              onClick={() =>
                void run('withdraw', async () => onWithdrawn(await withdraw()), 'Consent could not be withdrawn. Please try again.')
              }
            >
              {busy === 'withdraw' ? 'Withdrawing...' : 'Withdraw and erase'}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="link-button" onClick={() => setConfirming(true)}>
          Withdraw consent and erase this application
        </button>
      )}
    </section>
  );
}

/** What the applicant keeps after withdrawing: the reference, what was erased and what was kept. */
export function WithdrawalReceiptView({ receipt, onDone }: { receipt: WithdrawalReceipt; onDone: () => void }) {
  const text = [
    `Withdrawal of consent: receipt ${receipt.reference}`,
    `Application ${receipt.applicationId}, withdrawn ${displayDateTime(receipt.withdrawnAt)}`,
    'Erased:',
    ...receipt.erased.map((e) => `- ${e}`),
    'Kept:',
    ...receipt.kept.map((k) => `- ${k}`),
  ].join('\n');
  return (
    <div className="card step">
      <StepHeading>Consent withdrawn</StepHeading>
      <p>
        Application {receipt.applicationId} was erased on {displayDateTime(receipt.withdrawnAt)}. Receipt number:{' '}
        <strong>{receipt.reference}</strong>
      </p>
      <h3>Erased</h3>
      <ul>
        {receipt.erased.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
      <h3>Kept</h3>
      <ul>
        {receipt.kept.map((k) => (
          <li key={k}>{k}</li>
        ))}
      </ul>
      <div className="step-actions">
        <button type="button" className="button button--secondary" onClick={onDone}>
          Done
        </button>
        <button
          type="button"
          className="button"
          onClick={() => saveFile(`withdrawal-${receipt.applicationId}.txt`, new Blob([text], { type: 'text/plain' }))}
        >
          Download receipt
        </button>
      </div>
    </div>
  );
}
