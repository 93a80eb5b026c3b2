import { translateMessage } from '../../../i18n/translate-message';
import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  DEFAULT_APPLICATION_FEE_RUPEES,
  DEMO_PAYMENT_KEY_ID,
  MAX_PAYMENT_ATTEMPTS,
  PAYMENT_INIT_ERROR_RELOAD_MS,
  PAYMENT_SUCCESS_ADVANCE_MS,
  PAYMENT_WARNING_ATTEMPTS,
  RECONCILE_AFTER_MINUTES,
  RECONCILE_EVERY_MINUTES,
} from '@college/contracts/constants';
import type { CreatePaymentData } from '@college/contracts/entities/payment';
import { paymentWhileAway, untilConnected } from './until-connected';
import { toast } from '../../../components/ui/toast';
import { college } from '../../../content/college';
import { errorMessage } from '../../../lib/api-error';
import { applicationKeyPrefix, keepAnsweredApplication, useApplication } from '../api/get-application';
import { postCancelPayment, postCreatePayment } from '../api/payments';
import { confirmPayment } from './confirm-payment';
import { openRazorpayCheckout, type CheckoutCallbacks, type CheckoutSuccess } from './checkout';
import { DemoCheckout } from './demo-checkout';
import { StepHeading } from './step-heading';
import { FeeIntakes, useFeePayable } from './fee-intakes';
import { FeeRefundNotice } from './fee-refund-notice';

/** How long the college's check of a payment takes at most (the reconciliation job's wait and interval). */
const CHECKED_WITHIN_MINUTES = RECONCILE_AFTER_MINUTES + RECONCILE_EVERY_MINUTES;

type Status = 'pending' | 'processing' | 'success' | 'failed' | 'expired';

function statusLabel(status: Status): string {
  const labels: Record<Status, string> = {
    pending: t`Pending`,
    processing: t`Processing`,
    success: t`Success`,
    failed: t`Failed`,
    expired: t`Expired`,
  };
  return labels[status];
}
type Props = { applicationId: string; onBack: () => void; onPaid: () => void };

const stageMessage = () => t`Payment can be completed at any time. Please try again.`;

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
  const payable = useFeePayable();

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
    if (application.isError) toast({ title: t`Error`, description: t`Failed to load application data`, variant: 'destructive' });
  }, [application.isError]);

  const reloadSoon = () =>
    window.setTimeout(() => void client.invalidateQueries({ queryKey: applicationKeyPrefix() }), PAYMENT_INIT_ERROR_RELOAD_MS);

  const verify = async (order: CreatePaymentData, result: CheckoutSuccess) => {
    setStatus('processing');
    try {
      const confirmed = await confirmPayment(applicationId, order, result);
      setStatus('success');
      setLastError(null);
      toast({
        title: t`Payment Successful`,
        description: t`Your application fee payment has been successfully processed`,
        variant: 'success',
      });
      // The confirmation answers with the application as it now stands: step 5 shows it after the
      // spec's pause with no request of its own.
      await keepAnsweredApplication(client, confirmed.data);
      window.setTimeout(onPaid, PAYMENT_SUCCESS_ADVANCE_MS);
    } catch (err) {
      setStatus('failed');
      const message = errorMessage(err, t`Payment Verification Failed`);
      setLastError(message);
      toast({ title: t`Error`, description: message, variant: 'destructive' });
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
      toast({ title: t`Payment Cancelled`, description: t`You have cancelled the payment process.`, variant: 'destructive' });
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
      toast({ title: t`Error`, description, variant: 'destructive' });
    },
  });

  const pay = async () => {
    setBusy(true);
    setAttempts((a) => a + 1);
    setLastError(null);
    let order: CreatePaymentData;
    try {
      order = await untilConnected((signal) => postCreatePayment(applicationId, signal), paymentWhileAway('open'));
    } catch (err) {
      setBusy(false);
      setStatus('failed');
      const message = errorMessage(err, 'Failed to initiate payment');
      toast({ title: t`Payment Error`, description: message.includes('stage') ? stageMessage() : message, variant: 'destructive' });
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
      toast({ title: t`Payment Error`, description: 'Failed to initiate payment', variant: 'destructive' });
      reloadSoon();
    }
  };

  if (application.isPending) {
    return (
      <div className="card step">
        <StepHeading>{t`Application Fee Payment`}</StepHeading>
        <p role="status">{t`Loading application details...`}</p>
      </div>
    );
  }

  const data = application.data;
  const amount = data?.feeAmount ?? DEFAULT_APPLICATION_FEE_RUPEES;
  const maxed = attempts >= MAX_PAYMENT_ATTEMPTS;
  const payLabel = maxed
    ? t`Max Attempts Reached`
    : status === 'failed' || status === 'expired'
      ? t`Retry Payment (${attempts}/${MAX_PAYMENT_ATTEMPTS})`
      : t`Pay Now`;

  return (
    <div className="card step">
      <StepHeading>{t`Application Fee Payment`}</StepHeading>
      <dl className="summary">
        <dt>{t`Application ID`}</dt>
        <dd>{applicationId}</dd>
        <dt>{t`Applicant Name`}</dt>
        <dd>{data?.personalDetails?.fullName || t`Not available`}</dd>
        <dt>{t`Fee Amount`}</dt>
        <dd>₹{amount}</dd>
        <dt>{t`Payment Status`}</dt>
        <dd>
          <span className={`badge badge--${status}`}>{statusLabel(status)}</span>{' '}
          <span className="hint">{t`(Attempts: ${attempts}/${MAX_PAYMENT_ATTEMPTS})`}</span>
        </dd>
      </dl>
      <FeeRefundNotice applicationId={applicationId} />
      {status !== 'success' ? <FeeIntakes /> : null}

      <div aria-live="polite">
        {status === 'failed' ? (
          <div className="panel panel--error" role="alert">
            <p className="panel__title">{t`Payment Failed`}</p>
            <p>{lastError ? translateMessage(lastError) : t`Your payment could not be processed. Please try again.`}</p>
            <p>
              {t`If money has left your account, do not pay again. The college checks the payment with Razorpay within about ${CHECKED_WITHIN_MINUTES} minutes and this page then shows it as paid; money that was not taken goes back to your account within 5 to 7 working days.`}
            </p>
            {attempts >= PAYMENT_WARNING_ATTEMPTS ? (
              <p>{t`Multiple attempts detected. If issue persists, please contact support.`}</p>
            ) : null}
          </div>
        ) : null}
        {maxed && status !== 'success' ? (
          <div className="panel panel--warning" role="status">
            <p className="panel__title">{t`All ${MAX_PAYMENT_ATTEMPTS} payment attempts are used`}</p>
            <p>
              <Trans>
                Please call the admission office on{' '}
                <a href={`tel:+91${college.phones.admission.replace(/\s/g, '')}`}>{college.phones.admission}</a>. They can let you try
                again. Nothing you have entered is lost.
              </Trans>
            </p>
          </div>
        ) : null}
        {status === 'expired' ? (
          <div className="panel panel--warning">
            <p className="panel__title">{t`Payment Expired`}</p>
            <p>{t`Your payment session has expired. Please initiate a new payment.`}</p>
          </div>
        ) : null}
        {status === 'processing' ? (
          <div className="panel panel--info">
            <p className="panel__title">{t`Payment Processing`}</p>
            <p>{t`Please wait while we confirm your payment. Do not close this page.`}</p>
          </div>
        ) : null}
        {status === 'success' ? (
          <div className="panel panel--success">
            <p className="panel__title">{t`Payment Successful`}</p>
            <p>{t`Your application fee payment has been successfully processed.`}</p>
          </div>
        ) : null}
      </div>

      <div className="step-actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t`Back`}
        </button>
        {status !== 'success' ? (
          <button
            type="button"
            className="button"
            disabled={busy || status === 'processing' || maxed || !payable}
            onClick={() => void pay()}
          >
            {payLabel}
          </button>
        ) : (
          <button type="button" className="button" onClick={onPaid}>
            {t`Continue`}
          </button>
        )}
      </div>
      {demoOrder ? <DemoCheckout order={demoOrder} callbacks={callbacksFor(demoOrder)} /> : null}
    </div>
  );
}
