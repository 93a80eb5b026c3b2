import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacSha256Hex } from '../../../lib/crypto';
import { sendJson, startFakeServer } from '../../../test/fake-server';
import { GatewayError } from './payment-gateway';
import { razorpayGateway } from './razorpay-gateway';

let fake: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  fake = await startFakeServer((req, res) => {
    if (req.url === '/v1/orders' && req.method === 'POST') {
      const body = JSON.parse(req.body) as { amount: number; receipt: string };
      if (body.receipt === 'APP-FAIL') {
        sendJson(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'bad' } });
        return;
      }
      sendJson(res, 200, { id: 'order_Fake123', entity: 'order', amount: body.amount, status: 'created' });
      return;
    }
    sendJson(res, 404, {});
  });
});
afterAll(async () => {
  await fake.close();
});

const options = { keyId: 'rzp_test_key', keySecret: 'key_secret', webhookSecret: 'wh_secret' };

describe('Razorpay gateway (real SDK against a fake Razorpay)', () => {
  it('when an order is created, then the SDK posts the amount in paise with basic auth and notes', async () => {
    const gateway = razorpayGateway({ ...options, apiBaseUrl: fake.url });
    const order = await gateway.createOrder({
      amountPaise: 50_000,
      currency: 'INR',
      receipt: 'APP2026000001',
      notes: { applicationId: 'APP2026000001' },
    });
    expect(order.orderId).toBe('order_Fake123');
    const sent = fake.received.at(-1)!;
    expect(JSON.parse(sent.body)).toMatchObject({
      amount: 50_000,
      currency: 'INR',
      receipt: 'APP2026000001',
      notes: { applicationId: 'APP2026000001' },
    });
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:key_secret').toString('base64')}`);
  });

  it('when Razorpay refuses, then a GatewayError without the provider text', async () => {
    const gateway = razorpayGateway({ ...options, apiBaseUrl: fake.url });
    const error = await gateway.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'APP-FAIL', notes: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as Error).message).toBe('Razorpay order creation failed (HTTP 400)');
  });

  it('when checking signatures, then only the right HMACs pass', () => {
    const gateway = razorpayGateway(options);
    const good = hmacSha256Hex('key_secret', 'order_1|pay_1');
    expect(gateway.checkoutSignatureValid('order_1', 'pay_1', good)).toBe(true);
    expect(gateway.checkoutSignatureValid('order_2', 'pay_1', good)).toBe(false);
    expect(gateway.checkoutSignatureValid('order_1', 'pay_1', good.slice(0, 63))).toBe(false);
    const body = Buffer.from('{"event":"payment.captured"}');
    expect(gateway.webhookSignatureValid(body, hmacSha256Hex('wh_secret', body))).toBe(true);
    expect(gateway.webhookSignatureValid(body, hmacSha256Hex('key_secret', body))).toBe(false);
  });
});
