import { PAISE_PER_RUPEE } from '@college/contracts/constants';
import type { Refund, RefundStatus } from '@college/contracts/entities/payment';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { withKeyLock } from '../../db/transaction';
import { conflict, notFound, upstreamFailed } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { markFeeRefunded } from '../applications/applications.api';
import { record, recordSystem, type Actor } from '../audit/audit.api';
import { GatewayError, type PaymentGateway } from './gateways/payment-gateway';
import { APPLICATION_FEE, paymentRepository } from './payment.repository';
import { refundRepository, type RefundRow } from './refund.repository';

const GATEWAY_STATES: Record<string, RefundStatus> = { pending: 'pending', created: 'pending', processed: 'processed', failed: 'failed' };

function toRefund(row: RefundRow, gatewayPaymentId: string): Refund {
  return {
    amount: row.amountPaise / PAISE_PER_RUPEE,
    status: row.status,
    reason: row.reason,
    gatewayRefundId: row.gatewayRefundId,
    gatewayPaymentId,
    requestedAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

/** What a refund's gateway state means for the row: its status, and when it was processed. */
function stateChange(row: RefundRow, gatewayStatus: string, now: Date, failure?: string): Partial<RefundRow> {
  const status = GATEWAY_STATES[gatewayStatus] ?? row.status;
  return {
    status,
    processedAt: status === 'processed' ? (row.processedAt ?? now) : row.processedAt,
    failure: status === 'failed' ? (failure ?? 'The gateway could not refund this payment') : row.failure,
    updatedAt: now,
  };
}

/**
 * Saves a refund's new state. Once the refund of the payment that paid the fee is processed, the
 * application is no longer paid; a duplicate's refund leaves the fee paid by the other payment.
 */
async function saveRefundState(tx: Database, row: RefundRow, patch: Partial<RefundRow>, now: Date): Promise<void> {
  await refundRepository(tx).update(row.id, patch);
  if (patch.status !== 'processed' || row.status === 'processed') return;
  const payment = await paymentRepository(tx).find(row.paymentId);
  if (payment?.status === 'success' && payment.purpose === APPLICATION_FEE) await markFeeRefunded(tx, payment.applicationId, now);
}

export type RefundEntity = { id?: string; payment_id?: string; status?: string; error_description?: string };

/** Applies a refund webhook (refund.created, refund.processed, refund.failed) in the event's transaction. */
export async function applyRefundEvent(tx: Database, entity: RefundEntity | undefined, now: Date): Promise<'applied' | 'ignored'> {
  if (!entity?.id || !entity.status) return 'ignored';
  const repo = refundRepository(tx);
  // The webhook can overtake the answer to the request: then the refund is found by its payment.
  const row =
    (await repo.byGatewayIdForUpdate(entity.id)) ??
    (entity.payment_id ? await repo.unansweredForGatewayPayment(entity.payment_id) : undefined);
  if (!row) return 'ignored';
  await saveRefundState(tx, row, { gatewayRefundId: entity.id, ...stateChange(row, entity.status, now, entity.error_description) }, now);
  return 'applied';
}

/** Refunds asked for by the office (a duplicate payment, or a decision with a reason), or by the site itself (a fee left unused when the season closed). */
export function refundsService(deps: { db: Database; clock: Clock; gateway: PaymentGateway; logger: Logger }) {
  const { db, clock, gateway } = deps;

  return {
    /**
     * Records the refund (or finds the one whose answer was lost), then asks the gateway with its
     * idempotency key. Two clerks pressing at once meet at the lock and send the same key.
     */
    async request(actor: Actor | 'system', paymentId: string, reason: string, part?: number): Promise<Refund> {
      const { row, gatewayPaymentId } = await withKeyLock(db, `refund:${paymentId}`, async (tx) => {
        const payment = await paymentRepository(tx).findForUpdate(paymentId);
        if (!payment) throw notFound('Payment not found');
        if ((payment.status !== 'success' && payment.status !== 'duplicate') || !payment.gatewayPaymentId) {
          throw conflict('Only a captured payment can be refunded');
        }
        const repo = refundRepository(tx);
        const live = await repo.liveFor(paymentId);
        if (live?.status === 'processed') throw conflict('This payment has been refunded');
        if (live?.gatewayRefundId) throw conflict('A refund of this payment is in progress');
        // A part of the payment (the policy keeps a processing fee), never more than it.
        const amountPaise = Math.min(part ?? payment.amountPaise, payment.amountPaise);
        if (amountPaise <= 0) throw conflict('Nothing of this payment is to be refunded');
        const refund =
          live ??
          (await repo.insert({
            paymentId,
            amountPaise,
            reason,
            status: 'pending',
            idempotencyKey: crypto.randomUUID(),
            requestedBy: actor === 'system' ? null : actor.staffId,
            createdAt: clock.now(),
            updatedAt: clock.now(),
          }));
        const details = {
          reason,
          amountPaise: refund.amountPaise,
          applicationId: payment.applicationId,
          ...(live ? { retry: true } : {}),
        };
        if (actor === 'system') await recordSystem(tx, 'refund', 'payment', [paymentId], details);
        else await record(tx, actor, 'refund', 'payment', paymentId, details);
        return { row: refund, gatewayPaymentId: payment.gatewayPaymentId };
      });

      let answer;
      try {
        answer = await gateway.refund({
          gatewayPaymentId,
          amountPaise: row.amountPaise,
          idempotencyKey: row.idempotencyKey,
          notes: { applicationRefund: row.id },
        });
      } catch (err) {
        deps.logger.error({ reason: err instanceof GatewayError ? err.message : 'unknown' }, 'refund request failed');
        throw upstreamFailed('Razorpay did not answer. The refund is recorded: ask again to send it, it will not be paid twice.');
      }
      return withKeyLock(db, `refund:${paymentId}`, async (tx) => {
        const repo = refundRepository(tx);
        const current = (await repo.liveFor(paymentId)) ?? row;
        const patch = { gatewayRefundId: answer.id, ...stateChange(current, answer.status, clock.now()) };
        await saveRefundState(tx, current, patch, clock.now());
        return toRefund({ ...current, ...patch }, gatewayPaymentId);
      });
    },
  };
}
export type RefundsService = ReturnType<typeof refundsService>;

/** An application's refunds, newest first, for the applicant's and the office's views. */
export async function refundsOfApplication(db: Database, applicationId: string): Promise<Refund[]> {
  const rows = await refundRepository(db).forApplication(applicationId);
  return rows.map((r) => toRefund(r.refund, r.gatewayPaymentId ?? ''));
}
