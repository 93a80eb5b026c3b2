import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { lockApplication, markFeePaid } from '../applications/applications.api';
import { APPLICATION_FEE, paymentRepository, type PaymentRow } from './payment.repository';

// What a payment's outcome does, whoever learns of it first: checkout's verify, a webhook, or the
// reconciliation job. One path, so a capture is applied once however it arrives.

const DUPLICATE_PAYMENT_NOTE = 'Duplicate payment: the fee was already paid; to be refunded';

/**
 * Records a captured payment. The first for an application pays the fee and moves it on to
 * programme selection (never backwards); any later one (a second open order paid too) is kept as
 * a duplicate to refund and never counts as a second fee. The application row is locked first,
 * so two captures for one application take turns.
 */
export async function markPaid(
  tx: Database,
  payment: PaymentRow,
  gatewayPaymentId: string,
  method: string | null,
  now: Date,
  logger: Logger,
): Promise<void> {
  if (payment.status === 'success' || payment.status === 'duplicate') return;
  const app = await lockApplication(tx, payment.applicationId);
  const repo = paymentRepository(tx);
  const paidAlready = (await repo.forApplication(payment.applicationId, payment.purpose)).some(
    (p) => p.id !== payment.id && p.status === 'success',
  );
  const captured = { gatewayPaymentId, method: method ?? payment.method, verifiedAt: now, updatedAt: now };
  if (paidAlready) {
    await repo.update(payment.id, { ...captured, status: 'duplicate', lastError: DUPLICATE_PAYMENT_NOTE });
    logger.warn(
      { applicationId: payment.applicationId, paymentId: payment.id, orderId: payment.orderId },
      'duplicate fee payment captured; refund due',
    );
    return;
  }
  await repo.update(payment.id, { ...captured, status: 'success', lastError: null });
  // The admission fee's payments are their own record: the allotment reads them from there.
  if (app && payment.purpose === APPLICATION_FEE) await markFeePaid(tx, app, now, { gatewayPaymentId, amountPaise: payment.amountPaise });
}

export async function markFailed(tx: Database, payment: PaymentRow, reason: string, now: Date) {
  // A late failure never undoes a capture.
  if (payment.status === 'success' || payment.status === 'duplicate') return;
  await paymentRepository(tx).update(payment.id, { status: 'failed', lastError: reason, updatedAt: now });
}
