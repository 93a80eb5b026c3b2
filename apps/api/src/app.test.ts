import { sql } from 'drizzle-orm';
import express from 'express';
import { pinoHttp } from 'pino-http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './lib/error-handler';
import { createLogger } from './lib/logger';
import { DATA_CSP, DOCUMENT_ONLY_HEADERS, PERMISSIONS_POLICY } from './lib/security-headers';
import { createTestApp, PRODUCTION_ENV, type TestApp } from './test/test-app';
import { call } from './test/call';
import * as admission from '@college/contracts/endpoints/admission';
import * as health from '@college/contracts/endpoints/health';
import * as questionPapers from '@college/contracts/endpoints/question-papers';
import * as payments from '@college/contracts/endpoints/payments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the API shell', () => {
  it('when an /api path does not exist, then a 404 JSON envelope with a request id comes back', async () => {
    const res = await request(t.app).get('/api/v1/does-not-exist').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Not found' });
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
  });

  it('when a client sends a request id, then it is echoed; when it is odd, a new one is made', async () => {
    const mine = await request(t.app).get('/api/v1/nope').set('X-Request-Id', 'req-12345678');
    expect(mine.headers['x-request-id']).toBe('req-12345678');
    const odd = await request(t.app).get('/api/v1/nope').set('X-Request-Id', '<script>');
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when the JSON body is malformed, then 400 with no parser details', async () => {
    const res = await call(request(t.app), admission.sendOtp).set('Content-Type', 'application/json').send('{"mobile": ');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(JSON.stringify(res.body)).not.toMatch(/SyntaxError|at JSON|node_modules/);
  });

  it('when the body is over the limit, then 413', async () => {
    const res = await call(request(t.app), admission.sendOtp)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ x: 'a'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it("when a JSON answer goes out, then it carries the data policy and none of a page's", async () => {
    const res = await call(request(t.app), health.health);
    expect(res.headers['content-security-policy']).toBe(DATA_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of DOCUMENT_ONLY_HEADERS.filter((h) => h !== 'Content-Security-Policy'))
      expect(res.headers[name.toLowerCase()], name).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    // HSTS belongs to production behind TLS only.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('when anything else goes out, then it carries the page headers', async () => {
    const res = await request(t.app).get('/no-such-page');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(res.headers['permissions-policy']).toContain(`${feature}=()`);
  });

  it('when a known path is asked with a method it does not take, then 405 with Allow; an unknown path stays 404', async () => {
    for (const [method, path, allow] of [
      ['delete', '/api/v1/admission/send-otp', 'POST'],
      ['put', '/api/v1/qp/get-filters', 'GET, HEAD'],
      ['patch', '/API/V1/QP/GET-FILTERS/', 'GET, HEAD'],
      ['delete', '/api/v1/admission/application/APP2026000001', 'GET, HEAD'],
    ] as const) {
      const res = await request(t.app)[method](path);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.body).toMatchObject({ success: false, code: 'METHOD_NOT_ALLOWED' });
    }
    await request(t.app).delete('/api/v1/no-such-thing').expect(404);
  });

  it('when in production, then HSTS is sent', async () => {
    const prod = await createTestApp({ env: PRODUCTION_ENV });
    try {
      const res = await call(request(prod.app), health.health);
      expect(res.headers['strict-transport-security']).toContain('max-age=63072000');
    } finally {
      await prod.close();
    }
  });

  it('when a query fails for a reason other than the connection, then a 500 envelope with no details, and the headers still apply', async () => {
    const broken = await createTestApp();
    await broken.database.db.execute('drop table question_papers cascade');
    const res = await call(request(broken.app), questionPapers.getFilters);
    await broken.close();
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, message: 'Something went wrong', code: 'INTERNAL_ERROR', requestId: expect.any(String) });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(broken.logs.join('')).toContain('request failed');
  });

  it.each([
    ['a malformed percent-encoding in a path', () => request(t.app).get('/api/v1/admission/application/%FF'), 400],
    ['a malformed percent-encoding in a public path', () => request(t.app).get('/api/v1/qp/papers/%E0%A4%A/file'), 400],
    [
      'an unknown Content-Encoding',
      () => call(request(t.app), admission.sendOtp).set('Content-Type', 'application/json').set('Content-Encoding', 'bogus').send('{}'),
      415,
    ],
    [
      'a gzip body that is not gzip',
      () =>
        call(request(t.app), admission.sendOtp)
          .set('Content-Type', 'application/json')
          .set('Content-Encoding', 'gzip')
          .send('not gzip at all'),
      400,
    ],
    [
      'an unknown Content-Encoding on the webhook',
      () =>
        call(request(t.app), payments.razorpayWebhook).set('Content-Type', 'application/json').set('Content-Encoding', 'bogus').send('{}'),
      415,
    ],
  ])('when a request carries %s, then it keeps its 4xx status in the envelope', async (_name, send, status) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, requestId: expect.any(String) });
    expect(JSON.stringify(res.body)).not.toMatch(/URIError|at |node_modules/);
  });

  it('when requests are logged, then cookies and query strings are not', async () => {
    await request(t.app).get('/api/v1/nope?mobile=9876543210').set('Cookie', 'session=very-secret-cookie-value');
    const all = t.logs.join('');
    expect(all).toContain('/api/v1/nope');
    expect(all).not.toContain('9876543210');
    expect(all).not.toContain('very-secret-cookie-value');
  });

  it('when the database refuses a value as malformed, then 400, not 500', async () => {
    // A route of its own over the real database and the real error handler, for an error no
    // contract would let through today.
    const probe = express();
    probe.use(pinoHttp({ logger: createLogger('silent') }));
    probe.get('/probe/:value', async (req, res) => {
      await t.database.db.execute(sql`select ${req.params.value}::int`);
      res.json({ ok: true });
    });
    probe.use(errorHandler);
    const res = await request(probe).get('/probe/abc').expect(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST', message: 'The request could not be understood' });
    await request(probe).get('/probe/12').expect(200);
  });
});
