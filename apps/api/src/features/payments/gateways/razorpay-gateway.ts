import Razorpay from 'razorpay';
import {
  checkoutSignatureMatches,
  GatewayError,
  webhookSignatureMatches,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './payment-gateway';

type RazorpayPayment = { id: string; status: string; method?: string | null; amount: number | string; error_description?: string | null };

export type RazorpayOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The SDK hard-codes api.razorpay.com; RAZORPAY_API_URL points it at a staging proxy or a stand-in on 127.0.0.1. */
  apiBaseUrl?: string;
};

export function razorpayGateway(options: RazorpayOptions): PaymentGateway {
  const client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  const api = (
    client as unknown as {
      api: {
        rq: {
          defaults: { baseURL?: string; timeout?: number };
          post(url: string, data: unknown, config: { headers: Record<string, string> }): Promise<{ data: { id: string; status: string } }>;
        };
      };
    }
  ).api;
  if (options.apiBaseUrl) api.rq.defaults.baseURL = options.apiBaseUrl;
  api.rq.defaults.timeout = 10_000;

  return {
    name: 'razorpay',
    keyId: options.keyId,
    async createOrder(input) {
      try {
        const order = await client.orders.create({
          amount: input.amountPaise,
          currency: input.currency,
          receipt: input.receipt,
          notes: input.notes,
        });
        return { orderId: order.id };
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        throw new GatewayError(`Razorpay order creation failed${status ? ` (HTTP ${status})` : ''}`);
      }
    },
    async fetchOrderPayments(orderId): Promise<GatewayPayment[]> {
      try {
        const answer = (await client.orders.fetchPayments(orderId)) as unknown as { items?: RazorpayPayment[] };
        return (answer.items ?? []).map((p) => ({
          id: p.id,
          status: p.status,
          method: p.method ?? null,
          amountPaise: Number(p.amount),
          errorDescription: p.error_description ?? null,
        }));
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        throw new GatewayError(`Razorpay payments of an order could not be fetched${status ? ` (HTTP ${status})` : ''}`);
      }
    },
    async refund(input): Promise<GatewayRefund> {
      // The SDK's payments.refund sends no headers of its own choosing; its HTTP client (same key,
      // same base address) sends the idempotency key that makes a retried refund the same refund.
      try {
        const res = await api.rq.post(
          `/v1/payments/${encodeURIComponent(input.gatewayPaymentId)}/refund`,
          { amount: input.amountPaise, speed: 'normal', notes: input.notes },
          { headers: { 'X-Refund-Idempotency': input.idempotencyKey } },
        );
        return { id: res.data.id, status: res.data.status };
      } catch (err) {
        const status = (err as { response?: { status?: number } }).response?.status;
        throw new GatewayError(`Razorpay refund failed${status ? ` (HTTP ${status})` : ''}`);
      }
    },
    checkoutSignatureValid: (orderId, paymentId, signature) => checkoutSignatureMatches(options.keySecret, orderId, paymentId, signature),
    webhookSignatureValid: (rawBody, signature) => webhookSignatureMatches(options.webhookSecret, rawBody, signature),
  };
}
