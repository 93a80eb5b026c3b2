import Razorpay from 'razorpay';
import {
  checkoutSignatureMatches,
  GatewayError,
  webhookSignatureMatches,
  type GatewayPayment,
  type PaymentGateway,
} from './payment-gateway';

type RazorpayPayment = { id: string; status: string; method?: string | null; amount: number | string; error_description?: string | null };

export type RazorpayOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Only for tests: the SDK hard-codes api.razorpay.com; a fake server on 127.0.0.1 stands in. */
  apiBaseUrl?: string;
};

export function razorpayGateway(options: RazorpayOptions): PaymentGateway {
  const client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  const api = (client as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }).api;
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
    checkoutSignatureValid: (orderId, paymentId, signature) => checkoutSignatureMatches(options.keySecret, orderId, paymentId, signature),
    webhookSignatureValid: (rawBody, signature) => webhookSignatureMatches(options.webhookSecret, rawBody, signature),
  };
}
