import { RECONCILE_AFTER_MINUTES, RECONCILE_EVERY_MINUTES } from '@college/contracts/constants';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { PaymentCheckOutcome } from '@college/contracts/entities/payment';
import { inTransaction, withTryKeyLock } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { GatewayError, type GatewayPayment, type PaymentGateway } from './gateways/payment-gateway';
import { markFailed, markPaid } from './payment-outcomes';
import { paymentRepository, type PaymentRow } from './payment.repository';
import type { Job } from '../../lib/jobs';

export type ReconciliationDeps = { db: Database; clock: Clock; gateway: PaymentGateway; logger: Logger };

export type OrderCheck = { paymentId: string; orderId: string; outcome: PaymentCheckOutcome; note: string | null };

/** An order younger than this may still be in the applicant's hands (checkout open, bank page). */
const SETTLE_MS = RECONCILE_AFTER_MINUTES * 60_000;
/** Past this, an order is no longer asked about: Razorpay auto-refunds uncaptured payments in days. */
const GIVE_UP_MS = 5 * 24 * 3600_000;
const BATCH = 50;
/** At most this many batches a run, so one run stays bounded whatever piled up. */
const MOST_BATCHES = 10;
const JOB_LOCK = 'job:payment-reconciliation';

/** Razorpay's 'refunded' was captured first: the money was taken, so the fee counts as paid. */
const wasCaptured = (p: GatewayPayment) => p.status === 'captured' || p.status === 'refunded';

/** Applies what the gateway said about one order, in one transaction with the payment row locked. */
async function apply(deps: ReconciliationDeps, paymentId: string, found: GatewayPayment[]) {
  return inTransaction(deps.db, async (tx) => {
    const repo = paymentRepository(tx);
    const current = await repo.findForUpdate(paymentId);
    if (!current) return { outcome: 'unchanged' as const, note: 'The payment no longer exists' };
    const now = deps.clock.now();
    const captured = found.filter(wasCaptured);
    let outcome: PaymentCheckOutcome = 'nothing';
    let note: string | null = null;
    if (captured.length > 0) {
      // The payment we already know of, if the gateway lists it; else the first captured one.
      const first = captured.find((p) => p.id === current.gatewayPaymentId) ?? captured[0];
      if (first) {
        await markPaid(tx, current, first.id, first.method, now, deps.logger);
        const after = (await repo.find(current.id))?.status;
        outcome = after === current.status ? 'unchanged' : after === 'duplicate' ? 'duplicate' : 'paid';
      }
      const extra = captured.filter((p) => p !== first);
      if (extra.length > 0) {
        // Two captures on one order: the row can hold one; the other is money to give back.
        outcome = 'duplicate';
        note = `${extra.length} more payment${extra.length > 1 ? 's' : ''} captured on this order (${extra.map((p) => p.id).join(', ')}); refund due`;
        deps.logger.warn(
          { applicationId: current.applicationId, orderId: current.orderId },
          'extra payment captured on an order; refund due',
        );
      }
    } else if (found.some((p) => p.status === 'authorized')) {
      // A late authorisation: the bank said yes after checkout said no. Razorpay captures it.
      const moved = current.status === 'pending' || current.status === 'failed';
      if (moved) await repo.update(current.id, { status: 'processing', updatedAt: now });
      outcome = moved ? 'authorized' : 'unchanged';
    } else if (found.length > 0 && found.every((p) => p.status === 'failed')) {
      const moved = current.status === 'pending' || current.status === 'processing';
      if (moved) await markFailed(tx, current, found.at(-1)?.errorDescription ?? 'Payment failed', now);
      outcome = moved ? 'failed' : 'unchanged';
    }
    return { outcome, note };
  });
}

/**
 * Asks the gateway for an order's payments and applies a capture exactly as checkout's verify and
 * the webhook do (a second capture for a paid application becomes a duplicate to refund). Every
 * check is recorded with what the gateway answered. `by` is 'job' or a member of staff's id.
 */
export async function checkOrder(deps: ReconciliationDeps, payment: PaymentRow, by: string): Promise<OrderCheck> {
  const repo = paymentRepository(deps.db);
  let found: GatewayPayment[];
  try {
    found = await deps.gateway.fetchOrderPayments(payment.orderId);
  } catch (err) {
    const note = err instanceof GatewayError ? err.message : 'The gateway could not be asked';
    await repo.recordCheck({ paymentId: payment.id, checkedAt: deps.clock.now(), by, outcome: 'error', found: [], note });
    deps.logger.warn({ orderId: payment.orderId, reason: note }, 'payment check failed');
    return { paymentId: payment.id, orderId: payment.orderId, outcome: 'error', note };
  }
  const { outcome, note } = await apply(deps, payment.id, found);
  await repo.recordCheck({ paymentId: payment.id, checkedAt: deps.clock.now(), by, outcome, found, note });
  if (outcome === 'paid' || outcome === 'duplicate') {
    deps.logger.info({ applicationId: payment.applicationId, orderId: payment.orderId, outcome }, 'payment found by reconciliation');
  }
  return { paymentId: payment.id, orderId: payment.orderId, outcome, note };
}

/**
 * One run of the reconciliation: orders still open (or failed) 15 minutes after they were made are
 * checked with the gateway. The claim takes an advisory lock, so with several processes one claims
 * at a time, and claimed orders are passed over by the others; the gateway is asked outside any
 * transaction, so a slow gateway holds no lock. Answers what each check found.
 */
export async function reconcilePayments(deps: ReconciliationDeps): Promise<OrderCheck[]> {
  const results: OrderCheck[] = [];
  for (let batch = 0; batch < MOST_BATCHES; batch++) {
    const now = deps.clock.now();
    const claimed = await withTryKeyLock(deps.db, JOB_LOCK, (tx) =>
      paymentRepository(tx).claimUnsettled({ gateway: deps.gateway.name, now, minAgeMs: SETTLE_MS, maxAgeMs: GIVE_UP_MS, limit: BATCH }),
    );
    if (!claimed) return results;
    for (const payment of claimed) results.push(await checkOrder(deps, payment, 'job'));
    if (claimed.length < BATCH) return results;
  }
  return results;
}

const EVERY_MS = RECONCILE_EVERY_MINUTES * 60_000;

/** The reconciliation every five minutes, one process at a time. */
export function reconciliationJob(deps: ReconciliationDeps): Job {
  return { name: 'reconciliation', everyMs: EVERY_MS, exclusive: true, run: () => reconcilePayments(deps) };
}
