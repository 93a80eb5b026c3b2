import { z } from '../zod';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import { PAYMENT_CHECK_OUTCOMES, PAYMENT_STATUSES, refundSchema } from '../entities/payment';
import { requiredText } from '../rules/text';
import { checksQuerySchema, ledgerQuerySchema, ledgerResponseSchema, paymentCheckSchema } from '../entities/payments-ledger';
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

export const exportPayments = endpoint({
  method: 'GET',
  path: '/api/v1/staff/payments/file',
  access: 'staff',
  roles: PAYMENT_ROLES,
  kind: 'file',
  produces: ['text/csv; charset=utf-8', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  summary: "The ledger's filter as CSV or XLSX, every matching attempt with its refund, streamed; recorded in the audit",
  query: ledgerQuerySchema
    .omit({ page: true })
    .extend({ format: z.enum(['csv', 'xlsx'], { error: 'Format is csv or xlsx' }).default('csv') }),
  response: z.unknown(),
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

export const refundPayment = endpoint({
  method: 'POST',
  path: '/api/v1/staff/payments/:paymentId/refund',
  access: 'staff',
  roles: PAYMENT_ROLES,
  summary:
    'Send a captured payment back through the gateway (a duplicate, or an office decision), with a reason; asking again retries with the same idempotency key',
  params: z.object({ paymentId: z.uuid({ error: 'Payment not found' }) }),
  body: z.object({ reason: requiredText('A reason for the refund is required', 500) }),
  response: ok(refundSchema),
});

export const listPaymentChecks = endpoint({
  method: 'GET',
  path: '/api/v1/staff/payments/checks',
  access: 'staff',
  roles: PAYMENT_ROLES,
  summary:
    'The reconciliation: the latest times the gateway was asked about an order (by the job or by staff), each with what was asked and what came back',
  query: checksQuerySchema,
  response: ok(z.array(paymentCheckSchema)),
});
