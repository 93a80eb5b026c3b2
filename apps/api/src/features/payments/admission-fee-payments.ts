import type { CreatePaymentData } from '@college/contracts/entities/payment';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { withKeyLock } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findOwnedApplication } from '../applications/applications.api';
import type { Actor } from '../audit/audit.api';
import type { PaymentGateway } from './gateways/payment-gateway';
import { ADMISSION_FEE, paymentRepository } from './payment.repository';
import { openOrder } from './open-order';
import { refundRepository } from './refund.repository';
import type { RefundsService } from './refunds';

// The admission fee goes through the same machinery as the application fee: an order whose amount
// is the server's, checkout's signature or the webhook or the reconciliation job to mark it paid
// (markPaid, whichever comes first), and the refunds service to return it. What is due is the
// allotment's business: it reckons the amount and opens the order with it.

/** What an applicant has paid toward the admission fee and what is on its way back. */
export type AdmissionFeeAccount = { paidPaise: number; refundedPaise: number; receipts: string[]; pending: boolean };

export async function admissionFeeAccount(db: Database, applicationId: string): Promise<AdmissionFeeAccount> {
  const rows = await paymentRepository(db).admissionFeePayments(applicationId);
  const captured = rows.filter((p) => p.status === 'success');
  // One read of the application's refunds, without locks: this answers every view of the fee.
  const ids = new Set(captured.map((p) => p.id));
  const refundedPaise = (await refundRepository(db).forApplication(applicationId))
    .filter(({ refund }) => ids.has(refund.paymentId) && (refund.status === 'pending' || refund.status === 'processed'))
    .reduce((sum, { refund }) => sum + refund.amountPaise, 0);
  return {
    paidPaise: captured.reduce((sum, p) => sum + p.amountPaise, 0),
    refundedPaise,
    receipts: captured.flatMap((p) => (p.gatewayPaymentId ? [p.gatewayPaymentId] : [])),
    pending: rows.some((p) => p.status === 'pending' || p.status === 'processing'),
  };
}

export function admissionFeeOrders(deps: { db: Database; clock: Clock; gateway: PaymentGateway; logger: Logger }) {
  const { db } = deps;
  return {
    /**
     * Opens an order for what is due now: the whole fee, or the balance after a move. The amount is
     * the server's; an order opened before the last day counts when captured, however late its news.
     */
    async create(applicationId: string, mobile: string, duePaise: number): Promise<CreatePaymentData> {
      return withKeyLock(db, `payment:${applicationId}`, async (tx) => {
        const app = await findOwnedApplication(tx, applicationId, mobile);
        const earlier = await paymentRepository(tx).admissionFeePayments(app.id);
        const instalment = earlier.filter((p) => p.status === 'success').length + 1;
        return openOrder(tx, deps, {
          app,
          purpose: `${ADMISSION_FEE}:${instalment}`,
          amountPaise: duePaise,
          attempt: earlier.length + 1,
          receipt: `${app.id}-A${instalment}`,
        });
      });
    },
  };
}
export type AdmissionFeeOrders = ReturnType<typeof admissionFeeOrders>;

/**
 * Returns `amountPaise` of the admission fee, newest payment first, each in part as needed. A
 * refund whose gateway did not answer is recorded and sent again when asked again; the rest go on.
 * Answers how much was asked for.
 */
export async function refundAdmissionFee(
  deps: { db: Database; refunds: RefundsService; logger: Logger },
  actor: Actor | 'system',
  applicationId: string,
  amountPaise: number,
  reason: string,
): Promise<number> {
  let left = amountPaise;
  const captured = (await paymentRepository(deps.db).admissionFeePayments(applicationId)).filter((p) => p.status === 'success').reverse();
  for (const payment of captured) {
    if (left <= 0) break;
    if (await refundRepository(deps.db).liveFor(payment.id)) continue;
    const part = Math.min(left, payment.amountPaise);
    try {
      await deps.refunds.request(actor, payment.id, reason, part);
    } catch (err) {
      deps.logger.warn({ applicationId, code: err instanceof AppError ? err.code : 'unknown' }, 'admission fee refund not sent');
    }
    left -= part;
  }
  return amountPaise - left;
}
