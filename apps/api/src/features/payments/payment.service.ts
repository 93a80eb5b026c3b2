import { MAX_PAYMENT_ATTEMPTS } from '@college/contracts/constants';
import type { CreatePaymentData } from '@college/contracts/entities/payment';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { inTransaction, withKeyLock } from '../../db/transaction';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findOwnedApplication, isOwnedBy, lockApplication } from '../applications/applications.api';
import { assertCanSave } from '../applications/applications.api';
import type { PaymentGateway } from './gateways/payment-gateway';
import { applyRefundEvent, type RefundEntity } from './refunds';
import { markFailed, markPaid } from './payment-outcomes';
import { APPLICATION_FEE, paymentRepository, type PaymentRow } from './payment.repository';
import { openOrder } from './open-order';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAYMENT_NOT_FOUND = 'Payment not found';
const VERIFICATION_FAILED = 'Payment Verification Failed';

/** Whether the fee may be paid today: the admission settings' windows, wired in the composition root. */
type FeeWindow = { assertFeePayable(tx: Database): Promise<void> };

export type PaymentDeps = { db: Database; clock: Clock; gateway: PaymentGateway; logger: Logger; feeWindow: FeeWindow };

const CANCELLED_BY_USER = 'Payment cancelled by user';

export function paymentService(deps: PaymentDeps) {
  const { db, clock, gateway } = deps;
  const inTx = <T>(fn: (tx: Database) => Promise<T>) => inTransaction(db, fn);

  return {
    /** Opens a gateway order for the fee: the amount is the application's, never the browser's. */
    async create(applicationId: string, mobile: string): Promise<CreatePaymentData> {
      return withKeyLock(db, `payment:${applicationId}`, async (tx) => {
        const app = await findOwnedApplication(tx, applicationId, mobile);
        assertCanSave(app.currentStage, 'application_fee_payment');
        const attempts = await paymentRepository(tx).forApplication(app.id);
        if (attempts.some((p) => p.status === 'success')) {
          throw conflict('The application fee has already been paid');
        }
        await deps.feeWindow.assertFeePayable(tx);
        // Attempts the office reset no longer count.
        if (attempts.filter((p) => !p.clearedAt).length >= MAX_PAYMENT_ATTEMPTS) {
          throw tooManyRequests('Max Attempts Reached. Please contact the admission office.', 24 * 3600);
        }
        return openOrder(tx, deps, {
          app,
          purpose: APPLICATION_FEE,
          amountPaise: app.feePaise,
          attempt: attempts.length + 1,
          receipt: app.id,
        });
      });
    },

    /** Checks checkout's signature against the order id we stored, not the one the browser sends. */
    async verify(
      input: { applicationId: string; paymentId: string; razorpayPaymentId: string; razorpaySignature: string },
      mobile: string,
    ): Promise<void> {
      if (!UUID.test(input.paymentId)) throw notFound(PAYMENT_NOT_FOUND);
      const verified = await inTx(async (tx) => {
        const payment = await paymentRepository(tx).findForUpdate(input.paymentId);
        const app = payment ? await lockApplication(tx, payment.applicationId) : undefined;
        if (!payment || !isOwnedBy(app, mobile) || app.id !== input.applicationId) {
          throw notFound(PAYMENT_NOT_FOUND);
        }
        if (payment.status === 'success' || payment.status === 'duplicate') return true;
        const now = clock.now();
        if (!gateway.checkoutSignatureValid(payment.orderId, input.razorpayPaymentId, input.razorpaySignature)) {
          await markFailed(tx, payment, 'Payment verification failed', now);
          return false;
        }
        await markPaid(tx, payment, input.razorpayPaymentId, null, now, deps.logger);
        return true;
      });
      if (!verified) throw badRequest(VERIFICATION_FAILED);
    },

    /**
     * The applicant closed the checkout. Only a payment still waiting is marked failed: one that was
     * captured meanwhile (the bank answered as the window closed) stays paid.
     */
    async cancel(input: { applicationId: string; paymentId: string }, mobile: string): Promise<void> {
      await inTx(async (tx) => {
        const payment = await paymentRepository(tx).findForUpdate(input.paymentId);
        const app = payment ? await lockApplication(tx, payment.applicationId) : undefined;
        if (!payment || !isOwnedBy(app, mobile) || app.id !== input.applicationId) throw notFound(PAYMENT_NOT_FOUND);
        if (payment.status === 'pending' || payment.status === 'processing') {
          await markFailed(tx, payment, CANCELLED_BY_USER, clock.now());
        }
      });
    },

    /**
     * Applies a gateway webhook once per event id. Captured or paid marks the fee paid even if the
     * browser never came back; a failure is recorded unless the payment already succeeded.
     */
    async applyWebhook(rawBody: Buffer, signature: string, eventId: string): Promise<'applied' | 'duplicate' | 'ignored'> {
      if (!signature || !gateway.webhookSignatureValid(rawBody, signature)) {
        throw badRequest('Invalid webhook signature');
      }
      let event: WebhookEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
      } catch {
        throw badRequest('The webhook body is not JSON');
      }
      const paymentEntity = event.payload?.payment?.entity;
      const orderId = paymentEntity?.order_id ?? event.payload?.order?.entity?.id ?? null;
      return inTx(async (tx) => {
        const repo = paymentRepository(tx);
        const fresh = await repo.recordEvent({ eventId, type: event.event ?? 'unknown', orderId, payload: event });
        if (!fresh) return 'duplicate';
        if (event.event?.startsWith('refund.')) return applyRefundEvent(tx, event.payload?.refund?.entity, clock.now());
        if (!orderId) return 'ignored';
        const payment = await repo.findByOrderForUpdate(orderId);
        if (!payment) return 'ignored';
        const now = clock.now();
        switch (event.event) {
          case 'payment.captured':
          case 'order.paid':
            await markPaid(
              tx,
              payment,
              paymentEntity?.id ?? payment.gatewayPaymentId ?? 'unknown',
              paymentEntity?.method ?? null,
              now,
              deps.logger,
            );
            return 'applied';
          case 'payment.authorized':
            if (payment.status === 'pending' || payment.status === 'failed') {
              await repo.update(payment.id, { status: 'processing', updatedAt: now });
            }
            return 'applied';
          case 'payment.failed':
            await markFailed(tx, payment, paymentEntity?.error_description ?? 'Payment failed', now);
            return 'applied';
          default:
            return 'ignored';
        }
      });
    },

    /** Demo gateway only: a declined card, as checkout would report it. */
    async declineDemo(orderId: string): Promise<void> {
      await inTx(async (tx) => {
        const payment = await paymentRepository(tx).findByOrderForUpdate(orderId);
        if (!payment || payment.gateway !== 'demo') throw notFound('Unknown order');
        await markFailed(tx, payment, 'Payment declined by the bank (demo)', clock.now());
      });
    },

    async findDemoOrder(orderId: string): Promise<PaymentRow> {
      const payment = await inTx((tx) => paymentRepository(tx).findByOrderForUpdate(orderId));
      if (!payment || payment.gateway !== 'demo') throw notFound('Unknown order');
      return payment;
    },
  };
}
export type PaymentService = ReturnType<typeof paymentService>;

type WebhookEvent = {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; method?: string; error_description?: string } };
    order?: { entity?: { id?: string } };
    refund?: { entity?: RefundEntity };
  };
};
