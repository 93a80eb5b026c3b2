import { z } from '../zod';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import { PAYMENT_CHECK_OUTCOMES, PAYMENT_STATUSES } from '../entities/payment';
import { ledgerQuerySchema, ledgerResponseSchema } from '../entities/payments-ledger';
import { PAYMENT_ROLES } from '../roles';

export const listPayments = endpoint({
  method: 'GET',
  path: '/api/v1/staff/payments',
  access: 'staff',
  roles: PAYMENT_ROLES,
  summary: 'Fee payments, 50 a page, with totals per day and the payments that need a look',
  query: ledgerQuerySchema,
  response: ledgerResponseSchema,
});

export const checkPayment = endpoint({
  method: 'POST',
  path: '/api/v1/staff/payments/:paymentId/check',
  access: 'staff',
  roles: PAYMENT_ROLES,
  summary: 'Ask the gateway about this order now and apply what it says, as the reconciliation job does',
  params: z.object({ paymentId: z.uuid({ error: 'Payment not found' }) }),
  response: ok(z.object({ outcome: z.enum(PAYMENT_CHECK_OUTCOMES), note: z.string().nullable(), status: z.enum(PAYMENT_STATUSES) })),
});
