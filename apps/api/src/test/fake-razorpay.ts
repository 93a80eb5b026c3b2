import { sendJson, startFakeServer } from './fake-server';
import { razorpayGateway } from '../features/payments/gateways/razorpay-gateway';

export type FakeRazorpayPayment = { id: string; status: string; method?: string; amount: number; error_description?: string };

/**
 * A fake Razorpay on 127.0.0.1 for the real SDK: it makes orders, and answers each order's payments
 * as the test sets them (`payments.set(orderId, [...])`); `down` makes it answer 503.
 */
export async function startFakeRazorpay() {
  const payments = new Map<string, FakeRazorpayPayment[]>();
  const state = { down: false, orders: 0 };
  const server = await startFakeServer((req, res) => {
    if (req.method === 'POST' && req.url === '/v1/orders') {
      const body = JSON.parse(req.body) as { amount: number };
      state.orders += 1;
      const id = `order_Fake${String(state.orders).padStart(6, '0')}`;
      payments.set(id, []);
      sendJson(res, 200, { id, entity: 'order', amount: body.amount, status: 'created' });
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
    webhookSecret,
    /** The site's Razorpay gateway, pointed at this fake. */
    gateway: () => razorpayGateway({ keyId: 'rzp_test_key', keySecret: 'key_secret', webhookSecret, apiBaseUrl: server.url }),
    fetchesOf: (orderId: string) => server.received.filter((r) => r.url === `/v1/orders/${orderId}/payments`).length,
  };
}

export const capturedAt = (id: string): FakeRazorpayPayment => ({ id, status: 'captured', method: 'upi', amount: 50_000 });
