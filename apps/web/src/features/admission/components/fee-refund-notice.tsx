import { translateMessage } from '../../../i18n/translate-message';
import { t } from '@lingui/core/macro';
import { displayDateTime } from '@college/contracts/rules/day';
import { useApplication } from '../api/get-application';

/**
 * Above the steps after the fee: the fee was returned (the office's decision, or every programme
 * closed before the application was submitted), why, and where the money is.
 */
export function FeeRefundNotice({ applicationId }: { applicationId: string }) {
  const { data } = useApplication(applicationId);
  const fee = data?.paymentDetails.application_fee;
  const refund = fee?.status === 'refunded' ? fee.refunds[0] : undefined;
  if (!refund) return null;
  const where =
    refund.status === 'processed'
      ? refund.processedAt
        ? t`Refunded on ${displayDateTime(refund.processedAt)}: banks take 5 to 7 working days to show it in your account.`
        : t`Refunded: banks take 5 to 7 working days to show it in your account.`
      : t`The refund is in progress: banks take 5 to 7 working days.`;
  return (
    <div className="panel panel--info" role="status">
      <p className="panel__title">{t`Your application fee of ₹${refund.amount} is being returned`}</p>
      {refund.reason ? <p>{translateMessage(refund.reason)}</p> : null}
      <p>{where}</p>
    </div>
  );
}
