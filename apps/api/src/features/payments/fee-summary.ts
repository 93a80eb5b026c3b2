import { CURRENCY, PAISE_PER_RUPEE, PAYMENT_EXPIRY_MINUTES } from '@college/contracts/constants';
import type { ApplicationFee, Refund } from '@college/contracts/entities/payment';
import type { Database } from '../../db/client';
import { paymentRepository, type PaymentRow } from './payment.repository';
import { refundsOfApplication } from './refunds';

/**
 * paymentDetails.application_fee as the wizard reads it, from the payment attempts: a success
 * anywhere wins, unless it was refunded ('refunded'); otherwise the latest attempt's state, an
 * unpaid checkout going stale as expired.
 */
function feeSummary(feePaise: number, attempts: PaymentRow[], refunds: Refund[], now: Date): ApplicationFee {
  // A payment whose refund was processed no longer pays the fee.
  const refunded = new Set(refunds.filter((r) => r.status === 'processed').map((r) => r.gatewayPaymentId));
  const paid = attempts.find((p) => p.status === 'success' && !refunded.has(p.gatewayPaymentId ?? ''));
  const latest = attempts.at(-1);
  const wasRefunded = !paid && attempts.some((p) => p.status === 'success');
  let status: string = paid ? 'success' : wasRefunded ? 'refunded' : (latest?.status ?? 'pending');
  if (
    !paid &&
    latest &&
    (status === 'pending' || status === 'processing') &&
    now.getTime() - latest.createdAt.getTime() > PAYMENT_EXPIRY_MINUTES * 60_000
  ) {
    status = 'expired';
  }
  const shown = paid ?? latest;
  return {
    amount: feePaise / PAISE_PER_RUPEE,
    currency: shown?.currency ?? CURRENCY,
    status,
    // What counts toward the limit: attempts the office reset do not.
    attempts: attempts.filter((p) => !p.clearedAt).length,
    lastError: paid ? null : (latest?.lastError ?? null),
    paymentMethod: paid?.method ?? null,
    verifiedAt: paid?.verifiedAt?.toISOString() ?? null,
    gatewayPaymentId: paid?.gatewayPaymentId ?? null,
    refunds,
  };
}

/** What the applications feature shows of an application's fee: asked of payments, which owns it. */
export async function applicationFee(db: Database, applicationId: string, feePaise: number, now: Date): Promise<ApplicationFee> {
  const [attempts, refunds] = await Promise.all([
    paymentRepository(db).forApplication(applicationId),
    refundsOfApplication(db, applicationId),
  ]);
  return feeSummary(feePaise, attempts, refunds, now);
}
