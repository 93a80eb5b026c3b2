import { sendJson, startFakeServer } from './fake-server';
import { razorpayGateway } from '../features/payments/gateways/razorpay-gateway';

export type FakeRazorpayPayment = { id: string; status: string; method?: string; amount: number; error_description?: string };

/**
 * A fake Razorpay on 127.0.0.1 for the real SDK: it makes orders, and answers each order's payments
 * as the test sets them (`payments.set(orderId, [...])`); `down` makes it answer 503.
 */
export async function startFakeRazorpay() {
  const payments = new Map<string, FakeRazorpayPayment[]>();
  const state = { down: false, orders: 0, refundAnswerLost: false };
  // Refunds by idempotency key, as Razorpay keeps them: the same key answers the same refund.
  const refunds = new Map<string, { id: string; payment_id: string; amount: number; status: string }>();
  const server = await startFakeServer((req, res) => {
    if (req.method === 'POST' && req.url === '/v1/orders') {
      const body = JSON.parse(req.body) as { amount: number };
      state.orders += 1;
      const id = `order_Fake${String(state.orders).padStart(6, '0')}`;
      payments.set(id, []);
      sendJson(res, 200, { id, entity: 'order', amount: body.amount, status: 'created' });
      return;
    }
    const refundOf = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url);
    if (req.method === 'POST' && refundOf?.[1]) {
      const key = req.headers['x-refund-idempotency'];
      const body = JSON.parse(req.body) as { amount: number };
      if (typeof key !== 'string' || key.length < 10) {
        sendJson(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'idempotency key' } });
        return;
      }
      const refund = refunds.get(key) ?? {
        id: `rfnd_Fake${String(refunds.size + 1).padStart(6, '0')}`,
        payment_id: refundOf[1],
        amount: body.amount,
        status: 'pending',
      };
      refunds.set(key, refund);
      // The refund is made, but its answer never arrives: the site must ask again with the same key.
      if (state.refundAnswerLost) {
        sendJson(res, 503, { error: { code: 'SERVER_ERROR', description: 'gateway timeout' } });
        return;
      }
      sendJson(res, 200, { entity: 'refund', ...refund });
      return;
    }
    const match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(req.url);
    if (req.method === 'GET' && match?.[1]) {
      if (state.down) {
        sendJson(res, 503, { error: { code: 'SERVER_ERROR', description: 'down' } });
        return;
      }
      const items = payments.get(match[1]) ?? [];
      sendJson(res, 200, { entity: 'collection', count: items.length, items });
      return;
    }
    sendJson(res, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } });
  });
  const webhookSecret = 'wh_secret';
  return {
    ...server,
    payments,
    state,
    refunds,
    webhookSecret,
    /** The site's Razorpay gateway, pointed at this fake. */
    gateway: () => razorpayGateway({ keyId: 'rzp_test_key', keySecret: 'key_secret', webhookSecret, apiBaseUrl: server.url }),
    fetchesOf: (orderId: string) => server.received.filter((r) => r.url === `/v1/orders/${orderId}/payments`).length,
  };
}

export const capturedAt = (id: string): FakeRazorpayPayment => ({ id, status: 'captured', method: 'upi', amount: 50_000 });
