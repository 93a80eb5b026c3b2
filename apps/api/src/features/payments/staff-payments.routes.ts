import { Router } from 'express';
import { LEDGER_PAGE_SIZE } from '@college/contracts/entities/payments-ledger';
import { checkPayment, listPayments } from '@college/contracts/endpoints/payments-ledger';
import type { Mount } from '../../lib/mount';
import { actorOf } from '../staff/staff-guard';
import type { PaymentsLedger } from './payments-ledger';

/** The accounts office: the payments ledger and 'Check with Razorpay now'. */
export function staffPaymentsRoutes(mount: Mount, deps: { ledger: PaymentsLedger }): Router {
  const router = Router();

  mount(router, listPayments, async ({ query, req }) => ({
    success: true as const,
    limit: LEDGER_PAGE_SIZE,
    ...(await deps.ledger.list(actorOf(req), query)),
  }));

  mount(router, checkPayment, async ({ params, req }) => ({
    success: true as const,
    data: await deps.ledger.check(actorOf(req), params.paymentId),
  }));

  return router;
}
