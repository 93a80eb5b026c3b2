import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  DEFAULT_APPLICATION_FEE_RUPEES,
  DEMO_PAYMENT_KEY_ID,
  MAX_PAYMENT_ATTEMPTS,
  PAYMENT_INIT_ERROR_RELOAD_MS,
  PAYMENT_SUCCESS_ADVANCE_MS,
  PAYMENT_WARNING_ATTEMPTS,
} from '@college/contracts/constants';
import type { CreatePaymentData } from '@college/contracts/entities/payment';
import { toast } from '../../../components/ui/toast-store';
import { college } from '../../../content/college';
import { errorMessage } from '../../../lib/api-error';
import { applicationKeyPrefix, useApplication } from '../api/get-application';
import { postCancelPayment, postCreatePayment, postVerifyPayment } from '../api/payments';
import { openRazorpayCheckout, type CheckoutCallbacks, type CheckoutSuccess } from './checkout';
import { DemoCheckout } from './demo-checkout';
import { StepHeading } from './step-heading';

type Status = 'pending' | 'processing' | 'success' | 'failed' | 'expired';
type Props = { applicationId: string; onBack: () => void; onPaid: () => void };

const STAGE_MESSAGE = 'Payment can be completed at any time. Please try again.';

function normalise(status: string | undefined): Status {
  if (status === 'completed' || status === 'success') return 'success';
  if (status === 'processing' || status === 'failed' || status === 'expired') return status;
  return 'pending';
}

/** Step 4: the application fee through Razorpay (or the demo gateway in demo mode). */
export function FeeStep({ applicationId, onBack, onPaid }: Props) {
  const client = useQueryClient();
  const application = useApplication(applicationId);
  const [status, setStatus] = useState<Status>('pending');
  const [attempts, setAttempts] = useState(0);
  const [lastError, setLastError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [demoOrder, setDemoOrder] = useState<CreatePaymentData | null>(null);

  const fee = application.data?.paymentDetails.application_fee;
  // When the server's view of the fee changes, it replaces what this page last showed.
  const [shownFee, setShownFee] = useState<typeof fee>(undefined);
  if (fee !== shownFee) {
    setShownFee(fee);
    if (fee) {
      setStatus(normalise(fee.status));
      setAttempts(fee.attempts);
      setLastError(fee.lastError);
    }
  }

  useEffect(() => {
    if (application.isError) toast({ title: 'Error', description: 'Failed to load application data', variant: 'destructive' });
  }, [application.isError]);

  const reloadSoon = () =>
    window.setTimeout(() => void client.invalidateQueries({ queryKey: applicationKeyPrefix() }), PAYMENT_INIT_ERROR_RELOAD_MS);

  const verify = async (order: CreatePaymentData, result: CheckoutSuccess) => {
    setStatus('processing');
    try {
      await postVerifyPayment({
        applicationId,
        paymentId: order.paymentId,
        razorpayPaymentId: result.razorpay_payment_id,
        razorpayOrderId: result.razorpay_order_id,
        razorpaySignature: result.razorpay_signature,
      });
      setStatus('success');
      setLastError(null);
      toast({
        title: 'Payment Successful',
        description: 'Your application fee payment has been successfully processed',
        variant: 'success',
      });
      await client.invalidateQueries({ queryKey: applicationKeyPrefix() });
      window.setTimeout(onPaid, PAYMENT_SUCCESS_ADVANCE_MS);
    } catch (err) {
      setStatus('failed');
      const message = errorMessage(err, 'Payment Verification Failed');
      setLastError(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const callbacksFor = (order: CreatePaymentData): CheckoutCallbacks => ({
    onSuccess: (result) => {
      setDemoOrder(null);
      void verify(order, result);
    },
    onDismiss: () => {
      setDemoOrder(null);
      setBusy(false);
      setStatus('failed');
      setLastError('Payment cancelled by user');
      toast({ title: 'Payment Cancelled', description: 'You have cancelled the payment process.', variant: 'destructive' });
      // Kept on the server too, so it reads back after a reload or a new sign-in; a failure to
      // record it changes nothing the applicant can do, so it is not shown.
      void postCancelPayment(applicationId, order.paymentId)
        .catch(() => undefined)
        .then(() => client.invalidateQueries({ queryKey: applicationKeyPrefix() }));
    },
    onFailure: (description) => {
      setDemoOrder(null);
      setBusy(false);
      setStatus('failed');
      setLastError(description);
      toast({ title: 'Error', description, variant: 'destructive' });
    },
  });

  const pay = async () => {
    setBusy(true);
    setAttempts((a) => a + 1);
    setLastError(null);
    let order: CreatePaymentData;
    try {
      order = await postCreatePayment(applicationId);
    } catch (err) {
      setBusy(false);
      setStatus('failed');
      const message = errorMessage(err, 'Failed to initiate payment');
      toast({ title: 'Payment Error', description: message.includes('stage') ? STAGE_MESSAGE : message, variant: 'destructive' });
      reloadSoon();
      return;
    }
    if (order.key_id === DEMO_PAYMENT_KEY_ID) {
      setDemoOrder(order);
      return;
    }
    try {
      await openRazorpayCheckout(order, applicationId, callbacksFor(order));
    } catch {
      setBusy(false);
      setStatus('failed');
      toast({ title: 'Payment Error', description: 'Failed to initiate payment', variant: 'destructive' });
      reloadSoon();
    }
  };

  if (application.isPending) {
    return (
      <div className="card step">
        <StepHeading>Application Fee Payment</StepHeading>
        <p role="status">Loading application details...</p>
      </div>
    );
  }

  const data = application.data;
  const amount = data?.feeAmount ?? DEFAULT_APPLICATION_FEE_RUPEES;
  const maxed = attempts >= MAX_PAYMENT_ATTEMPTS;
  const payLabel = maxed
    ? 'Max Attempts Reached'
    : status === 'failed' || status === 'expired'
      ? `Retry Payment (${attempts}/${MAX_PAYMENT_ATTEMPTS})`
      : 'Pay Now';

  return (
    <div className="card step">
      <StepHeading>Application Fee Payment</StepHeading>
      <dl className="summary">
        <dt>Application ID</dt>
        <dd>{applicationId}</dd>
        <dt>Applicant Name</dt>
        <dd>{data?.personalDetails?.fullName || 'Not available'}</dd>
        <dt>Fee Amount</dt>
        <dd>₹{amount}</dd>
        <dt>Payment Status</dt>
        <dd>
          <span className={`badge badge--${status}`}>{status.charAt(0).toUpperCase() + status.slice(1)}</span>{' '}
          <span className="hint">
            (Attempts: {attempts}/{MAX_PAYMENT_ATTEMPTS})
          </span>
        </dd>
      </dl>

      <div aria-live="polite">
        {status === 'failed' ? (
          <div className="panel panel--error" role="alert">
            <p className="panel__title">Payment Failed</p>
            <p>{lastError || 'Your payment could not be processed. Please try again.'}</p>
            {attempts >= PAYMENT_WARNING_ATTEMPTS ? <p>Multiple attempts detected. If issue persists, please contact support.</p> : null}
          </div>
        ) : null}
        {maxed && status !== 'success' ? (
          <div className="panel panel--warning" role="status">
            <p className="panel__title">All {MAX_PAYMENT_ATTEMPTS} payment attempts are used</p>
            <p>
              Please call the admission office on{' '}
              <a href={`tel:+91${college.phones.admission.replace(/\s/g, '')}`}>{college.phones.admission}</a>. They can let you try again.
              Nothing you have entered is lost.
            </p>
          </div>
        ) : null}
        {status === 'expired' ? (
          <div className="panel panel--warning">
            <p className="panel__title">Payment Expired</p>
            <p>Your payment session has expired. Please initiate a new payment.</p>
          </div>
        ) : null}
        {status === 'processing' ? (
          <div className="panel panel--info">
            <p className="panel__title">Payment Processing</p>
            <p>Please wait while we confirm your payment. Do not close this page.</p>
          </div>
        ) : null}
        {status === 'success' ? (
          <div className="panel panel--success">
            <p className="panel__title">Payment Successful</p>
            <p>Your application fee payment has been successfully processed.</p>
          </div>
        ) : null}
      </div>

      <div className="step-actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          Back
        </button>
        {status !== 'success' ? (
          <button type="button" className="button" disabled={busy || status === 'processing' || maxed} onClick={() => void pay()}>
            {payLabel}
          </button>
        ) : (
          <button type="button" className="button" onClick={onPaid}>
            Continue
          </button>
        )}
      </div>
      {demoOrder ? <DemoCheckout order={demoOrder} callbacks={callbacksFor(demoOrder)} /> : null}
    </div>
  );
}
