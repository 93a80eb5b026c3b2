import { rupees } from '@college/contracts/rules/money';
import { t } from '@lingui/core/macro';
import { Fragment, useState } from 'react';
import { DEMO_PAYMENT_KEY_ID } from '@college/contracts/constants';
import type { AdmissionFeeView } from '@college/contracts/entities/admission-fee';
import type { CreatePaymentData } from '@college/contracts/entities/payment';
import { displayDay } from '@college/contracts/rules/day';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { translateMessage } from '../../../i18n/translate-message';
import { englishContent } from '../../../i18n/english-content';
import { postPayAdmissionFee, useRefreshResult } from '../api/allotment';
import { postCancelPayment } from '../api/payments';
import { confirmPayment } from './confirm-payment';
import { openRazorpayCheckout, type CheckoutCallbacks } from './checkout';
import { DemoCheckout } from './demo-checkout';

/** What the applicant is told about money they paid and are owed back. */
function refundLine(fee: AdmissionFeeView): string {
  const start = displayDay(fee.refund.classesStart);
  const kept = rupees(fee.refund.processingFeeRupees);
  return t`If you leave before classes start on ${start}, the fee you paid online comes back less a processing fee of ${kept}. After that it is not returned.`;
}

/**
 * The admission fee of the seat: each fee, the concession, what is paid, what is due, and the
 * button that pays it through the same checkout as the application fee. The amount is the server's.
 */
export function AdmissionFeePanel({ applicationId, fee }: { applicationId: string; fee: AdmissionFeeView }) {
  const refresh = useRefreshResult(applicationId);
  const [busy, setBusy] = useState(false);
  const [demoOrder, setDemoOrder] = useState<CreatePaymentData | null>(null);

  const fail = (description: string) => {
    setDemoOrder(null);
    setBusy(false);
    toast({ title: t`Error`, description: translateMessage(description), variant: 'destructive' });
    void refresh();
  };

  const callbacksFor = (order: CreatePaymentData): CheckoutCallbacks => ({
    onSuccess: (result) => {
      setDemoOrder(null);
      void confirmPayment(applicationId, order, result)
        .then(() => toast({ title: t`Payment Successful`, description: t`Your admission fee is paid.`, variant: 'success' }))
        .catch((err: unknown) => fail(errorMessage(err, t`Payment Verification Failed`)))
        .finally(() => {
          setBusy(false);
          void refresh();
        });
    },
    onDismiss: () => {
      setDemoOrder(null);
      setBusy(false);
      toast({ title: t`Payment Cancelled`, description: t`You have cancelled the payment process.`, variant: 'destructive' });
      void postCancelPayment(applicationId, order.paymentId)
        .catch(() => undefined)
        .then(refresh);
    },
    onFailure: fail,
  });

  const pay = async () => {
    setBusy(true);
    let order: CreatePaymentData;
    try {
      order = await postPayAdmissionFee(applicationId);
    } catch (err) {
      fail(errorMessage(err, 'Failed to initiate payment'));
      return;
    }
    if (order.key_id === DEMO_PAYMENT_KEY_ID) {
      setDemoOrder(order);
      return;
    }
    try {
      await openRazorpayCheckout(order, applicationId, callbacksFor(order));
    } catch {
      fail('Failed to initiate payment');
    }
  };

  return (
    <section className="admission-fee" aria-labelledby="admission-fee-title">
      <h4 id="admission-fee-title">{t`Admission fee`}</h4>
      <dl className="summary">
        {fee.lines.map((line) => (
          <Fragment key={line.name}>
            <dt lang={englishContent()}>{line.name}</dt>
            <dd>
              {line.rupees === line.fullRupees ? rupees(line.rupees) : t`${rupees(line.rupees)} (waived from ${rupees(line.fullRupees)})`}
            </dd>
          </Fragment>
        ))}
        <>
          <dt>{t`Total`}</dt>
          <dd>
            <strong>{rupees(fee.totalRupees)}</strong>
          </dd>
        </>
        {fee.paidRupees > 0 ? (
          <>
            <dt>{t`Paid online`}</dt>
            <dd>{rupees(fee.paidRupees)}</dd>
          </>
        ) : null}
        {fee.refundedRupees > 0 ? (
          <>
            <dt>{t`Being returned to you`}</dt>
            <dd>{rupees(fee.refundedRupees)}</dd>
          </>
        ) : null}
        {fee.deskReceipt ? (
          <>
            <dt>{t`Paid at the college`}</dt>
            <dd>{t`Receipt ${fee.deskReceipt}`}</dd>
          </>
        ) : null}
        <>
          <dt>{t`Due now`}</dt>
          <dd>
            <strong>{rupees(fee.dueRupees)}</strong>
          </dd>
        </>
      </dl>
      {fee.concession ? (
        <p className="hint">
          {t`Concession:`} <span lang={englishContent()}>{fee.concession}</span>
        </p>
      ) : null}
      {fee.pending ? <p role="status">{t`A payment is being checked. This page shows its result once the bank answers.`}</p> : null}
      {fee.canPay ? (
        <>
          <p className="hint">{t`Pay online now, or at the college when you report with your documents.`}</p>
          <button type="button" className="button" disabled={busy} onClick={() => void pay()}>
            {t`Pay ${rupees(fee.dueRupees)} now`}
          </button>
        </>
      ) : fee.dueRupees > 0 && fee.problem ? (
        <p className="hint">{translateMessage(fee.problem)}</p>
      ) : null}
      {fee.paidRupees > 0 || fee.canPay ? <p className="hint">{refundLine(fee)}</p> : null}
      {demoOrder ? <DemoCheckout order={demoOrder} callbacks={callbacksFor(demoOrder)} /> : null}
    </section>
  );
}
