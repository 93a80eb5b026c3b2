import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import type { CreatePaymentData } from '@college/contracts/entities/payment';
import { postCompleteDemoPayment } from '../api/payments';
import { useFocusTrap } from '../../../components/ui/use-focus-trap';
import type { CheckoutCallbacks } from './checkout';

type Props = { order: CreatePaymentData; callbacks: CheckoutCallbacks };

/** Demo mode's checkout: Pay or Fail go through the demo gateway, Close is the dismissed checkout. */
export function DemoCheckout({ order, callbacks }: Props) {
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, true);
  useEffect(() => {
    first.current?.focus();
  }, []);

  const complete = async (outcome: 'success' | 'failure') => {
    setBusy(true);
    try {
      const result = await postCompleteDemoPayment(order.orderId, outcome);
      if (result.razorpay_signature) {
        callbacks.onSuccess({
          razorpay_order_id: result.razorpay_order_id,
          razorpay_payment_id: result.razorpay_payment_id,
          razorpay_signature: result.razorpay_signature,
        });
      } else {
        callbacks.onFailure(result.error?.description ?? 'Payment failed');
      }
    } catch {
      callbacks.onFailure('Payment failed');
    }
  };

  return (
    <div className="modal-backdrop">
      {/* Escape from any control inside the dialog dismisses it; the key bubbles up to here. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="demo-checkout-title"
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !busy) callbacks.onDismiss();
        }}
      >
        <h2 id="demo-checkout-title">{t`Demo checkout`}</h2>
        <p>{t`This is a demonstration payment of ₹${order.amount}. No money is taken. Choose how the payment should end.`}</p>
        <div className="step-actions">
          <button ref={first} type="button" className="button" disabled={busy} onClick={() => void complete('success')}>
            {t`Pay ₹${order.amount}`}
          </button>
          <button type="button" className="button button--danger" disabled={busy} onClick={() => void complete('failure')}>
            {t`Fail payment`}
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={callbacks.onDismiss}>
            {t`Close`}
          </button>
        </div>
      </div>
    </div>
  );
}
