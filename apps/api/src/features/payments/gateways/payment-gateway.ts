import { hmacSha256Hex, safeEqual } from '../../../lib/crypto';

type CreateOrderInput = {
  amountPaise: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
};

/** A payment as the gateway holds it (Razorpay's states: created, authorized, captured, refunded, failed). */
export type GatewayPayment = {
  id: string;
  status: string;
  method: string | null;
  amountPaise: number;
  errorDescription: string | null;
};

/** A refund as the gateway answers it (Razorpay's states: pending, processed, failed). */
export type GatewayRefund = { id: string; status: string };

/** The request `fetchOrderPayments` makes, as Razorpay's API names it: what the reconciliation view shows was asked. */
export const orderPaymentsRequest = (orderId: string) => `GET /v1/orders/${orderId}/payments`;

/** A card payment provider as the fee flow needs it; Razorpay in production, a local one in demos. */
export type PaymentGateway = {
  readonly name: 'razorpay' | 'demo';
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<{ orderId: string }>;
  /** The payments made against an order, as the gateway knows them (for reconciliation). */
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  /**
   * Sends a captured payment back. The key makes a repeated request the same refund (Razorpay's
   * X-Refund-Idempotency), so a request whose answer was lost can be sent again safely.
   */
  refund(input: {
    gatewayPaymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<GatewayRefund>;
  /** Checkout's signature: HMAC-SHA256 of "order_id|payment_id" with the key secret. */
  checkoutSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** Webhook signature: HMAC-SHA256 of the raw body with the webhook secret. */
  webhookSignatureValid(rawBody: Buffer, signature: string): boolean;
};

export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}

export function checkoutSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

// Razorpay's SDK compares signatures with ===; these compare in constant time.
export function checkoutSignatureMatches(keySecret: string, orderId: string, paymentId: string, signature: string): boolean {
  return safeEqual(checkoutSignature(keySecret, orderId, paymentId), signature.toLowerCase());
}

export function webhookSignatureMatches(webhookSecret: string, rawBody: Buffer, signature: string): boolean {
  return safeEqual(hmacSha256Hex(webhookSecret, rawBody), signature.toLowerCase());
}
