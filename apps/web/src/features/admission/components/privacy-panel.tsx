import { translateMessage } from '../../../i18n/translate-message';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { RIGHTS_DEADLINE_TEXT, RIGHTS_REQUEST_LABELS, type WithdrawalReceipt } from '@college/contracts/entities/privacy';
import { displayDateTime, displayIstDay } from '@college/contracts/rules/day';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { StepHeading } from './step-heading';
import { downloadMyDataFile, useMyRequests, useRequestRights, useWithdraw } from '../api/privacy';
import { TextAreaField } from '../../../components/form/fields';

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
      toast({ title: t`Error`, description: errorMessage(err, failure), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card privacy-panel no-print" aria-labelledby="privacy-title">
      <h3 id="privacy-title">{t`Your data`}</h3>
      <p>{t`You can have a copy of everything the college holds about this application, ask for a correction or erasure, or withdraw.`}</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy !== null}
        onClick={() =>
          void run('download', () => downloadMyDataFile(applicationId), t`Your data could not be downloaded. Please try again.`)
        }
      >
        {busy === 'download' ? t`Preparing...` : t`Download my data (JSON)`}
      </button>

      <TextAreaField
        id="correction"
        label={t`What should be corrected`}
        rows={3}
        maxLength={1000}
        value={correction}
        onChange={setCorrection}
      />
      <p className="hint">{translateMessage(RIGHTS_DEADLINE_TEXT)}</p>
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
                toast({ title: t`Request sent`, description: t`Your correction request was sent to the admissions office.` });
              },
              t`The request could not be sent. Please try again.`,
            )
          }
        >
          {t`Ask for a correction`}
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
                toast({ title: t`Request sent`, description: t`Your erasure request was sent to the admissions office.` });
              },
              t`The request could not be sent. Please try again.`,
            )
          }
        >
          {t`Ask for erasure`}
        </button>
      </div>

      {requests.data && requests.data.length > 0 ? (
        <table className="privacy-panel__requests">
          <caption>{t`Your requests`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Request`}</th>
              <th scope="col">{t`Sent`}</th>
              <th scope="col">{t`Answer due by`}</th>
              <th scope="col">{t`Status`}</th>
            </tr>
          </thead>
          <tbody>
            {requests.data.map((r) => (
              <tr key={r.id}>
                <td>{translateMessage(RIGHTS_REQUEST_LABELS[r.kind])}</td>
                <td>{displayIstDay(r.createdAt)}</td>
                <td>{displayIstDay(r.dueAt)}</td>
                <td>
                  {r.status === 'open' ? t`Open` : r.outcome === 'done' ? t`Done` : t`Refused`}
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
          <h4 id="withdraw-title">{t`Withdraw consent`}</h4>
          <p>
            {t`The college stops using your data and erases this application now. It keeps only the payment records the law requires. This cannot be undone.`}
          </p>
          <label className="choice">
            <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
            {t`I understand that my application will be erased`}
          </label>
          <div className="step-actions">
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              {t`Cancel`}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={!understood || busy !== null}
              onClick={() =>
                void run('withdraw', async () => onWithdrawn(await withdraw()), t`Consent could not be withdrawn. Please try again.`)
              }
            >
              {busy === 'withdraw' ? t`Withdrawing...` : t`Withdraw and erase`}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="link-button" onClick={() => setConfirming(true)}>
          {t`Withdraw consent and erase this application`}
        </button>
      )}
    </section>
  );
}

/** What the applicant keeps after withdrawing: the reference, what was erased and what was kept. */
export function WithdrawalReceiptView({ receipt, onDone }: { receipt: WithdrawalReceipt; onDone: () => void }) {
  const text = [
    t`Withdrawal of consent: receipt ${receipt.reference}`,
    t`Application ${receipt.applicationId}, withdrawn ${displayDateTime(receipt.withdrawnAt)}`,
    t`Erased:`,
    ...receipt.erased.map((e) => `- ${translateMessage(e)}`),
    t`Kept:`,
    ...receipt.kept.map((k) => `- ${translateMessage(k)}`),
  ].join('\n');
  return (
    <div className="card step">
      <StepHeading>{t`Consent withdrawn`}</StepHeading>
      <p>
        {t`Application ${receipt.applicationId} was erased on ${displayDateTime(receipt.withdrawnAt)}. Receipt number:`}{' '}
        <strong>{receipt.reference}</strong>
      </p>
      <h3>{t`Erased`}</h3>
      <ul>
        {receipt.erased.map((e) => (
          <li key={e}>{translateMessage(e)}</li>
        ))}
      </ul>
      <h3>{t`Kept`}</h3>
      <ul>
        {receipt.kept.map((k) => (
          <li key={k}>{translateMessage(k)}</li>
        ))}
      </ul>
      <div className="step-actions">
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t`Done`}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => saveFile(`withdrawal-${receipt.applicationId}.txt`, new Blob([text], { type: 'text/plain' }))}
        >
          {t`Download receipt`}
        </button>
      </div>
    </div>
  );
}
