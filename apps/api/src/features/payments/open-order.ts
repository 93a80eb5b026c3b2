import { CURRENCY, PAISE_PER_RUPEE } from '@college/contracts/constants';
import type { CreatePaymentData } from '@college/contracts/entities/payment';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { upstreamFailed } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ApplicationRow } from '../applications/applications.api';
import { GatewayError, type PaymentGateway } from './gateways/payment-gateway';
import { paymentRepository } from './payment.repository';

/**
 * Opens a gateway order for an application and records it as a pending payment in `tx`; answers
 * what checkout needs. The amount and purpose are the caller's, reckoned on the server.
 */
export async function openOrder(
  tx: Database,
  deps: { clock: Clock; gateway: PaymentGateway; logger: Logger },
  order: { app: ApplicationRow; purpose: string; amountPaise: number; attempt: number; receipt: string },
): Promise<CreatePaymentData> {
  const { app } = order;
  const { gateway } = deps;
  let orderId: string;
  try {
    ({ orderId } = await gateway.createOrder({
      amountPaise: order.amountPaise,
      currency: CURRENCY,
      receipt: order.receipt,
      notes: { applicationId: app.id, purpose: order.purpose },
    }));
  } catch (err) {
    deps.logger.error({ reason: err instanceof GatewayError ? err.message : 'unknown' }, 'payment order failed');
    throw upstreamFailed('Failed to initiate payment');
  }
  const now = deps.clock.now();
  const payment = await paymentRepository(tx).insert({
    applicationId: app.id,
    purpose: order.purpose,
    gateway: gateway.name,
    orderId,
    amountPaise: order.amountPaise,
    currency: CURRENCY,
    status: 'pending',
    attempt: order.attempt,
    createdAt: now,
    updatedAt: now,
  });
  const personal = app.personalDetails;
  return {
    paymentId: payment.id,
    orderId,
    amount: order.amountPaise / PAISE_PER_RUPEE,
    currency: CURRENCY,
    key_id: gateway.keyId,
    prefill: { name: personal?.fullName ?? '', email: personal?.email ?? '', contact: app.mobile },
  };
}
