import { Router } from 'express';
import { LEDGER_PAGE_SIZE } from '@college/contracts/entities/payments-ledger';
import { checkPayment, exportPayments, listPaymentChecks, listPayments, refundPayment } from '@college/contracts/endpoints/payments-ledger';
import { sendFileAnswer } from '../../lib/file-answer';
import type { Mount } from '../../lib/mount';
import { actorOf } from '../staff/staff.api';
import type { PaymentsLedger } from './payments-ledger';
import type { RefundsService } from './refunds';

/** The accounts office: the payments ledger, 'Check with Razorpay now' and refunds. */
export function staffPaymentsRoutes(mount: Mount, deps: { ledger: PaymentsLedger; refunds: RefundsService }): Router {
  const router = Router();

  mount(router, exportPayments, async ({ query, req, res }) => {
    await sendFileAnswer(res, await deps.ledger.file(actorOf(req), query));
  });

  mount(router, listPayments, async ({ query, req }) => ({
    success: true as const,
    limit: LEDGER_PAGE_SIZE,
    ...(await deps.ledger.list(actorOf(req), query)),
  }));

  mount(router, listPaymentChecks, async ({ query }) => ({ success: true as const, data: await deps.ledger.checks(query) }));

  mount(router, checkPayment, async ({ params, req }) => ({
    success: true as const,
    data: await deps.ledger.check(actorOf(req), params.paymentId),
  }));

  mount(router, refundPayment, async ({ params, body, req }) => {
    const refund = await deps.refunds.request(actorOf(req), params.paymentId, body.reason);
    return { success: true as const, data: refund, message: refund.status === 'processed' ? 'Refund processed' : 'Refund requested' };
  });

  return router;
}
