import type { Logger } from 'pino';
import { UNUSED_FEE_REASON } from '@college/contracts/entities/payment';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Job } from '../../lib/jobs';
import { paidUnsubmitted } from '../applications/applications.api';
import { paymentRepository } from './payment.repository';
import { refundRepository } from './refund.repository';
import type { RefundsService } from './refunds';

/** Whether every intake has closed for the season: the admission settings, wired in the composition root. */
type SeasonState = { seasonOver(): Promise<boolean> };

export type UnusedFeeRefundDeps = { db: Database; refunds: RefundsService; season: SeasonState; logger: Logger; batch?: number };

const BATCH = 100;
const EVERY_MS = 60 * 60_000;

/**
 * Returns the fee of every paid application that can no longer be submitted because every intake
 * has closed: the applicant need not ask. A refund already asked for (by the office, or by an
 * earlier run whose answer was lost) is not asked again unless it failed; the gateway's idempotency
 * key keeps a retried request from paying twice. Answers how many refunds were asked for.
 */
export async function refundUnusedFees(deps: UnusedFeeRefundDeps): Promise<number> {
  if (!(await deps.season.seasonOver())) return 0;
  let asked = 0;
  const batch = deps.batch ?? BATCH;
  // Page by number through them all: applications whose refund is still on its way stay in the list
  // (their fee is paid until it is returned) and must not hide the ones after them.
  for (let after = '', page = await paidUnsubmitted(deps.db, batch); page.length > 0; page = await paidUnsubmitted(deps.db, batch, after)) {
    after = page.at(-1) ?? after;
    asked += await refundPage(deps, page);
  }
  return asked;
}

/** Asks for the refund of every captured payment of these applications that has none live. */
async function refundPage(deps: UnusedFeeRefundDeps, page: readonly string[]): Promise<number> {
  let asked = 0;
  for (const applicationId of page) {
    const captured = (await paymentRepository(deps.db).forApplication(applicationId)).filter(
      (p) => p.status === 'success' && p.gatewayPaymentId,
    );
    for (const payment of captured) {
      const live = await refundRepository(deps.db).liveFor(payment.id);
      if (live && live.status !== 'failed' && live.gatewayRefundId) continue;
      try {
        await deps.refunds.request('system', payment.id, UNUSED_FEE_REASON);
        asked++;
      } catch (err) {
        // The refund is recorded before the gateway is asked: the next run asks again.
        deps.logger.warn({ applicationId, code: err instanceof AppError ? err.code : 'unknown' }, 'unused fee refund not sent');
      }
    }
  }
  return asked;
}

export function unusedFeeRefundJob(deps: UnusedFeeRefundDeps): Job {
  return { name: 'unused-fee-refunds', everyMs: EVERY_MS, exclusive: true, run: () => refundUnusedFees(deps) };
}
