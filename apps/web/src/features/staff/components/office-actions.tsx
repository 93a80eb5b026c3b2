import { useState, type SyntheticEvent } from 'react';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import type { OfficeApplication } from '@college/contracts/entities/office';
import { saveAttemptsReset, saveOtpUnlock, saveUndo } from '../api/office-api';
import { askRefund } from '../api/payments-api';

/** A reason and a button: every undo and unlock is explained, and the reason is kept. */
function ReasonForm({
  id,
  title,
  help,
  action,
  busyLabel,
  onSubmit,
}: {
  id: string;
  title: string;
  help: string;
  action: string;
  busyLabel: string;
  onSubmit: (reason: string) => Promise<string>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError('A reason is required');
      return;
    }
    setBusy(true);
    setError('');
    try {
      toast({ title: await onSubmit(reason.trim()), variant: 'success' });
      setReason('');
    } catch (err) {
      setError(errorMessage(err, 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="hint">{help}</p>
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason</label>
        <textarea
          id={`${id}-reason`}
          rows={2}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {error ? (
          <p className="error-text" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--secondary" disabled={busy}>
        {busy ? busyLabel : action}
      </button>
    </form>
  );
}

export function UndoForm({ id, version, onSaved }: { id: string; version: number; onSaved: () => void }) {
  return (
    <ReasonForm
      id="undo"
      title="Undo the last decision"
      help="The status goes back to what it was before, and the applicant is told."
      action="Undo decision"
      busyLabel="Undoing..."
      onSubmit={async (reason) => {
        const res = await saveUndo(id, { reason, version });
        onSaved();
        return res.message ?? 'Decision undone';
      }}
    />
  );
}

export function UnlockForms({ id, mobile, onSaved }: { id: string; mobile: string; onSaved: () => void }) {
  return (
    <>
      <ReasonForm
        id="reset-attempts"
        title="Reset payment attempts"
        help="For an applicant who used up their payment attempts: they may try again."
        action="Reset attempts"
        busyLabel="Resetting..."
        onSubmit={async (reason) => {
          const res = await saveAttemptsReset(id, reason);
          onSaved();
          return `${res.message ?? 'Payment attempts reset'} (${res.data.cleared})`;
        }}
      />
      <ReasonForm
        id="clear-otp"
        title="Clear one-time-code lock"
        help={`For an applicant locked out after wrong codes: +91 ${mobile} may ask for a new code at once.`}
        action="Clear lock"
        busyLabel="Clearing..."
        onSubmit={async (reason) => {
          const res = await saveOtpUnlock(mobile, reason);
          onSaved();
          return res.message ?? 'One-time-code lock cleared';
        }}
      />
    </>
  );
}

type Attempt = OfficeApplication['payments'][number];

/** A captured payment with no refund under way: a failed refund, or one whose answer was lost, may be asked again. */
function refundable(p: Attempt): boolean {
  if ((p.status !== 'success' && p.status !== 'duplicate') || !p.gatewayPaymentId) return false;
  return !p.refund || p.refund.status === 'failed' || (p.refund.status === 'pending' && !p.refund.gatewayRefundId);
}

/** Refunds, for accounts and admins: a duplicate payment, or the fee itself on an office decision. */
export function RefundForms({ payments, onSaved }: { payments: Attempt[]; onSaved: () => void }) {
  return (
    <>
      {payments.filter(refundable).map((p) => (
        <ReasonForm
          key={p.id}
          id={`refund-${p.id}`}
          title={`Refund ${p.gatewayPaymentId ?? ''} (₹${p.amount})`}
          help={
            p.status === 'duplicate'
              ? 'Paid twice: this payment is not the fee. It goes back to where it came from through Razorpay.'
              : 'This is the fee itself: refund it only on an office decision, and say why.'
          }
          action="Refund through Razorpay"
          busyLabel="Refunding..."
          onSubmit={async (reason) => {
            const res = await askRefund(p.id, reason);
            onSaved();
            return res.message ?? 'Refund requested';
          }}
        />
      ))}
    </>
  );
}
