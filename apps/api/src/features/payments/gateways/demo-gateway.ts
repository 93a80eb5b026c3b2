import { DEMO_PAYMENT_KEY_ID } from '@college/contracts/constants';
import { randomId } from '../../../lib/crypto';
import {
  checkoutSignature,
  checkoutSignatureMatches,
  webhookSignatureMatches,
  type GatewayPayment,
  type PaymentGateway,
} from './payment-gateway';

/** Fixed, public demo secrets: demo payments are never real money. */
const DEMO_KEY_ID = DEMO_PAYMENT_KEY_ID;
const DEMO_KEY_SECRET = 'demo_key_secret_not_for_production';
const DEMO_WEBHOOK_SECRET = 'demo_webhook_secret_not_for_production';

/**
 * Demo mode's gateway: order ids are made here (the order itself is the payment row the service
 * stores), and completed payments are signed exactly as Razorpay signs them. Like Razorpay, it
 * remembers the payments made against each order, so reconciliation ("check now" and the job)
 * finds a payment whose verification never reached the site. The memory is the process's: a
 * restarted demo forgets, as a demo may.
 */
export function demoGateway(): PaymentGateway & {
  signCheckout(orderId: string, paymentId: string): string;
  /** The demo checkout's outcome, remembered against its order. */
  remember(orderId: string, payment: GatewayPayment): void;
  webhookSecret: string;
} {
  const made = new Map<string, GatewayPayment[]>();
  return {
    name: 'demo',
    keyId: DEMO_KEY_ID,
    createOrder: () => Promise.resolve({ orderId: randomId('order_demo', 8) }),
    fetchOrderPayments: (orderId) => Promise.resolve([...(made.get(orderId) ?? [])]),
    remember: (orderId, payment) => made.set(orderId, [...(made.get(orderId) ?? []), payment]),
    // Demo money was never taken: a refund is processed at once.
    refund: () => Promise.resolve({ id: randomId('rfnd_demo', 8), status: 'processed' }),
    checkoutSignatureValid: (orderId, paymentId, signature) => checkoutSignatureMatches(DEMO_KEY_SECRET, orderId, paymentId, signature),
    webhookSignatureValid: (rawBody, signature) => webhookSignatureMatches(DEMO_WEBHOOK_SECRET, rawBody, signature),
    signCheckout: (orderId, paymentId) => checkoutSignature(DEMO_KEY_SECRET, orderId, paymentId),
    webhookSecret: DEMO_WEBHOOK_SECRET,
  };
}
export type DemoGateway = ReturnType<typeof demoGateway>;
