import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { unlockReasonSchema, type OfficeApplication } from '@college/contracts/entities/office';
import { TextAreaField } from '../../../components/form/fields';
import { bind, errorOf } from '../../../components/form/bind';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useClearOtpLock, useResetAttempts, useUndoDecision } from '../api/office-api';
import { useRefund } from '../api/payments-api';

/** A reason and a button: every undo, unlock and refund is explained, and the reason is kept. */
function ReasonForm({
  id,
  title,
  help,
  action,
  busyLabel,
  pending,
  confirm,
  onSubmit,
}: {
  id: string;
  title: string;
  help: string;
  action: string;
  busyLabel: string;
  pending: boolean;
  /** For what cannot be taken back: the question asked before anything runs. */
  confirm?: string;
  onSubmit: (reason: string) => Promise<string>;
}) {
  const form = useForm({ resolver: zodResolver(unlockReasonSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    if (confirm && !window.confirm(confirm)) return;
    try {
      toast({ title: await onSubmit(reason), variant: 'success' });
      form.reset();
    } catch (err) {
      form.setError('reason', { message: errorMessage(err, 'That did not work. Please try again.') }, { shouldFocus: true });
    }
  });
  return (
    <form className="card" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="hint">{help}</p>
      <TextAreaField id={`${id}-reason`} label="Reason" rows={2} {...bind(form, 'reason')} error={errorOf(form, 'reason')} />
      <button type="submit" className="button button--secondary" disabled={pending}>
        {pending ? busyLabel : action}
      </button>
    </form>
  );
}

export function UndoForm({ id, version, onSaved }: { id: string; version: number; onSaved: () => void }) {
  const undo = useUndoDecision(id);
  return (
    <ReasonForm
      pending={undo.isPending}
      id="undo"
      title="Undo the last decision"
      help="The status goes back to what it was before, and the applicant is told."
      action="Undo decision"
      busyLabel="Undoing..."
      onSubmit={async (reason) => {
        const res = await undo.mutateAsync({ reason, version });
        onSaved();
        return res.message ?? 'Decision undone';
      }}
    />
  );
}

export function UnlockForms({ id, mobile, onSaved }: { id: string; mobile: string; onSaved: () => void }) {
  const reset = useResetAttempts(id);
  const clear = useClearOtpLock();
  return (
    <>
      <ReasonForm
        id="reset-attempts"
        pending={reset.isPending}
        title="Reset payment attempts"
        help="For an applicant who used up their payment attempts: they may try again."
        action="Reset attempts"
        busyLabel="Resetting..."
        onSubmit={async (reason) => {
          const res = await reset.mutateAsync({ reason });
          onSaved();
          return `${res.message ?? 'Payment attempts reset'} (${res.data.cleared})`;
        }}
      />
      <ReasonForm
        id="clear-otp"
        pending={clear.isPending}
        title="Clear one-time-code lock"
        help={`For an applicant locked out after wrong codes: +91 ${mobile} may ask for a new code at once.`}
        action="Clear lock"
        busyLabel="Clearing..."
        onSubmit={async (reason) => {
          const res = await clear.mutateAsync({ mobile, reason });
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
        <RefundForm key={p.id} payment={p} onSaved={onSaved} />
      ))}
    </>
  );
}

function RefundForm({ payment: p, onSaved }: { payment: Attempt; onSaved: () => void }) {
  const refund = useRefund(p.id);
  return (
    <ReasonForm
      id={`refund-${p.id}`}
      pending={refund.isPending}
      title={`Refund ${p.gatewayPaymentId ?? ''} (₹${p.amount})`}
      help={
        p.status === 'duplicate'
          ? 'Paid twice: this payment is not the fee. It goes back to where it came from through Razorpay.'
          : 'This is the fee itself: refund it only on an office decision, and say why.'
      }
      action="Refund through Razorpay"
      busyLabel="Refunding..."
      confirm={`Refund ₹${p.amount} of payment ${p.gatewayPaymentId ?? ''} through Razorpay? The money goes back to where it was paid from, and a refund cannot be taken back.`}
      onSubmit={async (reason) => {
        const res = await refund.mutateAsync({ reason });
        onSaved();
        return res.message ?? 'Refund requested';
      }}
    />
  );
}
