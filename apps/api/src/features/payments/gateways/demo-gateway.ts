import { DEMO_PAYMENT_KEY_ID } from '@college/contracts/constants';
import { randomId } from '../../../lib/crypto';
import { checkoutSignature, checkoutSignatureMatches, webhookSignatureMatches, type PaymentGateway } from './payment-gateway';

/** Fixed, public demo secrets: demo payments are never real money. */
const DEMO_KEY_ID = DEMO_PAYMENT_KEY_ID;
const DEMO_KEY_SECRET = 'demo_key_secret_not_for_production';
const DEMO_WEBHOOK_SECRET = 'demo_webhook_secret_not_for_production';

/**
 * Demo mode's gateway: order ids are made here (the order itself is the payment row the service
 * stores), and completed payments are signed exactly as Razorpay signs them.
 */
export function demoGateway(): PaymentGateway & {
  signCheckout(orderId: string, paymentId: string): string;
  webhookSecret: string;
} {
  return {
    name: 'demo',
    keyId: DEMO_KEY_ID,
    createOrder: () => Promise.resolve({ orderId: randomId('order_demo', 8) }),
    // The demo checkout reports to the site itself, so the gateway never knows more than the site.
    fetchOrderPayments: () => Promise.resolve([]),
    // Demo money was never taken: a refund is processed at once.
    refund: () => Promise.resolve({ id: randomId('rfnd_demo', 8), status: 'processed' }),
    checkoutSignatureValid: (orderId, paymentId, signature) => checkoutSignatureMatches(DEMO_KEY_SECRET, orderId, paymentId, signature),
    webhookSignatureValid: (rawBody, signature) => webhookSignatureMatches(DEMO_WEBHOOK_SECRET, rawBody, signature),
    signCheckout: (orderId, paymentId) => checkoutSignature(DEMO_KEY_SECRET, orderId, paymentId),
    webhookSecret: DEMO_WEBHOOK_SECRET,
  };
}
export type DemoGateway = ReturnType<typeof demoGateway>;
