import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express, { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@college/contracts/endpoint';
import { ok } from '@college/contracts/envelope';

import { pinoHttp } from 'pino-http';
import { AppError } from './app-error';
import { createLogger } from './logger';
import { errorHandler } from './error-handler';
import { createMount } from './mount';
import { mobileSchema } from '@college/contracts/rules/input-schemas';

const UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), 'college-mount-'));

const echo = endpoint({
  method: 'POST',
  path: '/api/test/echo/:id',
  access: 'public',
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ flag: z.enum(['a', 'b']).optional() }),
  body: z.object({ mobile: mobileSchema, note: z.string().trim().min(1, 'Note is required') }),
  response: ok(z.object({ id: z.number(), mobile: z.string(), flag: z.string().optional() })),
});

const broken = endpoint({
  method: 'GET',
  path: '/api/test/broken',
  access: 'public',
  response: ok(z.object({ count: z.number() })),
});

const guarded = endpoint({
  method: 'GET',
  path: '/api/test/guarded',
  access: 'applicant',
  response: ok(z.object({})),
});

function appWith(validateResponses: boolean) {
  const app = express();
  // As in the real app: every request carries its logger, which the error handler writes to.
  app.use(pinoHttp({ logger: createLogger('silent') }));
  const router = Router();
  const mount = createMount({
    validateResponses,
    uploadDir: UPLOAD_DIR,
    guards: {
      applicant: () => [(req, _res, next) => next(req.headers['x-test-user'] ? undefined : new AppError('UNAUTHORIZED', 'Please sign in'))],
    },
  });
  mount(router, echo, ({ params, query, body }) => ({
    success: true as const,
    data: { id: params.id, mobile: body.mobile, ...(query.flag ? { flag: query.flag } : {}) },
  }));
  // Deliberately returns the wrong shape.
  mount(router, broken, () => ({ success: true as const, data: { count: 'many' as unknown as number } }));
  mount(router, guarded, () => ({ success: true as const, data: {} }));
  app.use(router);
  app.use(errorHandler);
  return app;
}

describe('mount', () => {
  it('when params, query and body are valid, then the handler gets them parsed', async () => {
    const res = await request(appWith(true)).post('/api/test/echo/42?flag=b').send({ mobile: '9876543210', note: ' hi ' }).expect(200);
    expect(res.body).toEqual({ success: true, data: { id: 42, mobile: '9876543210', flag: 'b' } });
  });

  it('when the body breaks the contract, then 400 with field errors and the first message', async () => {
    const res = await request(appWith(true)).post('/api/test/echo/1').send({ mobile: '123', note: '   ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Invalid mobile number',
      fieldErrors: { mobile: ['Invalid mobile number'], note: ['Note is required'] },
      errors: ['Invalid mobile number', 'Note is required'],
    });
  });

  it('when a param or query value is bad, then 400', async () => {
    await request(appWith(true)).post('/api/test/echo/abc').send({ mobile: '9876543210', note: 'x' }).expect(400);
    await request(appWith(true)).post('/api/test/echo/1?flag=zzz').send({ mobile: '9876543210', note: 'x' }).expect(400);
  });

  it('when a call breaks a rule its contract gives no words for, then the refusal names the field plainly', async () => {
    const cases: [string, string, unknown, string, Record<string, string[]>][] = [
      [
        '/api/test/echo/1',
        'a list for a body',
        [],
        'The request body must be a JSON object',
        { _: ['The request body must be a JSON object'] },
      ],
      ['/api/test/echo/1', 'a field left out', { mobile: '9876543210' }, 'Note is required', { note: ['Note is required'] }],
      [
        '/api/test/echo/1?flag=a&flag=b',
        'a query value given twice',
        { mobile: '9876543210', note: 'x' },
        'Flag must be given once',
        { flag: ['Flag must be given once'] },
      ],
      [
        '/api/test/echo/1?flag=c',
        'a value outside a list',
        { mobile: '9876543210', note: 'x' },
        'Flag must be one of: a, b',
        { flag: ['Flag must be one of: a, b'] },
      ],
      [
        '/api/test/echo/0',
        'a number out of range',
        { mobile: '9876543210', note: 'x' },
        'Id must be more than 0',
        { id: ['Id must be more than 0'] },
      ],
    ];
    for (const [url, what, body, message, fieldErrors] of cases) {
      const res = await request(appWith(true))
        .post(url)
        .send(body as object);
      expect(res.status, what).toBe(400);
      expect(res.body, what).toMatchObject({ code: 'VALIDATION_ERROR', message, fieldErrors });
    }
  });

  it('when the body is not JSON, then 415', async () => {
    const res = await request(appWith(true))
      .post('/api/test/echo/1')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('mobile=9876543210&note=x');
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('when a handler answers outside its contract in development, then 500 without details', async () => {
    const res = await request(appWith(true)).get('/api/test/broken');
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ success: false, code: 'INTERNAL_ERROR', message: 'Something went wrong' });
    expect(JSON.stringify(res.body)).not.toContain('count');
  });

  it('when response checks are off (production), then the handler result is sent as is', async () => {
    await request(appWith(false)).get('/api/test/broken').expect(200);
  });

  it('when an endpoint needs a session, then its guard runs first', async () => {
    await request(appWith(true)).get('/api/test/guarded').expect(401);
    await request(appWith(true)).get('/api/test/guarded').set('x-test-user', '1').expect(200);
  });

  it('when no guard exists for an access level, then mounting fails loudly', () => {
    const mount = createMount({ validateResponses: true, guards: {}, uploadDir: UPLOAD_DIR });
    expect(() => mount(Router(), guarded, () => ({ success: true as const, data: {} }))).toThrow(/No guard for applicant/);
  });
});
