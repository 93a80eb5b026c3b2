// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getApplication, sendOtp } from '@college/contracts/endpoints/admission';
import { getQuestionPapers } from '@college/contracts/endpoints/question-papers';
import { staffSignIn } from '@college/contracts/endpoints/staff';
import { createApiClient, TOKEN_REFRESH_FAILED } from './api-client';
import { ApiError } from './api-error';

// A small HTTP server on 127.0.0.1 that answers like the API, so the client is tested over real HTTP.
type Seen = { method: string; url: string; body: string; contentType: string | undefined };
let server: Server;
let baseUrl = '';
let seen: Seen[] = [];
let refreshAnswer: { status: number; body: unknown } = { status: 200, body: { success: true, sessionOut: false } };
let sessionValid = true;

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function handle(req: IncomingMessage, res: ServerResponse, body: string) {
  seen.push({ method: req.method ?? '', url: req.url ?? '', body, contentType: req.headers['content-type'] });
  const url = req.url ?? '';
  if (url === '/api/v1/auth/refresh') {
    if (refreshAnswer.status === 200 && (refreshAnswer.body as { success: boolean }).success) sessionValid = true;
    reply(res, refreshAnswer.status, refreshAnswer.body);
    return;
  }
  if (url.startsWith('/api/v1/admission/application/')) {
    if (!sessionValid) {
      reply(res, 401, { success: false, code: 'UNAUTHORIZED', message: 'Please sign in' });
      return;
    }
    reply(res, 200, { success: true, data: { applicationId: decodeURIComponent(url.split('/').pop() ?? '') } });
    return;
  }
  if (url === '/api/v1/auth/staff/sign-in') {
    reply(res, 401, { success: false, code: 'UNAUTHORIZED', message: 'Invalid email or password' });
    return;
  }
  if (url === '/api/v1/admission/send-otp') {
    reply(res, 400, {
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Invalid mobile number',
      fieldErrors: { mobile: ['Invalid mobile number'] },
      errors: ['Invalid mobile number'],
      requestId: 'req-1',
    });
    return;
  }
  if (url.startsWith('/api/v1/qp/get-question-papers?q=newer')) {
    reply(res, 409, { success: false, code: 'CODE_FROM_A_NEWER_SERVER', message: 'Decided already', requestId: 'req-2' });
    return;
  }
  if (url.startsWith('/api/v1/qp/get-question-papers')) {
    reply(res, 200, { success: true, data: [], page: 1, limit: 10, total: 0, totalPages: 0 });
    return;
  }
  res.writeHead(502);
  res.end('<html>bad gateway</html>');
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  seen = [];
  sessionValid = true;
  refreshAnswer = { status: 200, body: { success: true, sessionOut: false } };
});

describe('api client', () => {
  it('when calling an endpoint with params, then the contract path is filled and the data returned', async () => {
    const client = createApiClient({ baseUrl });
    const res = await client.call(getApplication, { params: { applicationId: 'APP2026000001' } });
    expect(res.data.applicationId).toBe('APP2026000001');
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/v1/admission/application/APP2026000001' });
  });

  it('when calling with a query, then empty values are left out', async () => {
    const client = createApiClient({ baseUrl });
    await client.call(getQuestionPapers, { query: { department: 'Civil Engineering', year: undefined, month: undefined, page: 2 } });
    expect(seen[0]?.url).toBe('/api/v1/qp/get-question-papers?department=Civil+Engineering&page=2');
  });

  it('when the server answers with an error envelope, then an ApiError carries message and field errors', async () => {
    const client = createApiClient({ baseUrl });
    const error = await client.call(sendOtp, { body: { mobile: '123' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Invalid mobile number',
      fieldErrors: { mobile: ['Invalid mobile number'] },
      requestId: 'req-1',
    });
    expect(seen[0]).toMatchObject({ body: '{"mobile":"123"}', contentType: 'application/json' });
  });

  it('when the error carries a code this build does not know, then its message and code still arrive', async () => {
    const client = createApiClient({ baseUrl });
    const error = await client.call(getQuestionPapers, { query: { q: 'newer' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: 'CODE_FROM_A_NEWER_SERVER', message: 'Decided already', requestId: 'req-2' });
  });

  it('when a call gets 401, then the session is refreshed once and the call retried once', async () => {
    sessionValid = false;
    const client = createApiClient({ baseUrl });
    const res = await client.call(getApplication, { params: { applicationId: 'APP2026000002' } });
    expect(res.success).toBe(true);
    expect(seen.map((s) => s.url)).toEqual([
      '/api/v1/admission/application/APP2026000002',
      '/api/v1/auth/refresh',
      '/api/v1/admission/application/APP2026000002',
    ]);
  });

  it('when a sign-in is refused with 401, then the refusal comes back as it is, with no refresh', async () => {
    let sessionOut = 0;
    const client = createApiClient({ baseUrl, onSessionOut: () => (sessionOut += 1) });
    const error = await client
      .call(staffSignIn, { body: { email: 'clerk@college.example', password: 'wrong-password' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(seen.map((s) => s.url)).toEqual(['/api/v1/auth/staff/sign-in']);
    expect(sessionOut).toBe(0);
  });

  it('when several calls get 401 together, then they share one refresh', async () => {
    sessionValid = false;
    const client = createApiClient({ baseUrl });
    await Promise.all([
      client.call(getApplication, { params: { applicationId: 'APP2026000003' } }),
      client.call(getApplication, { params: { applicationId: 'APP2026000004' } }),
    ]);
    expect(seen.filter((s) => s.url === '/api/v1/auth/refresh')).toHaveLength(1);
  });

  it('when the refresh says the session is out, then the session-out handler runs and the call fails', async () => {
    sessionValid = false;
    refreshAnswer = { status: 401, body: { success: false, sessionOut: true } };
    let sessionOut = 0;
    const client = createApiClient({ baseUrl, onSessionOut: () => (sessionOut += 1) });
    const error = await client.call(getApplication, { params: { applicationId: 'APP2026000005' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(TOKEN_REFRESH_FAILED);
    expect(sessionOut).toBe(1);
    expect(seen.filter((s) => s.url.startsWith('/api/v1/admission'))).toHaveLength(1);
  });

  it('when the answer is not JSON or the network fails, then a generic ApiError', async () => {
    const client = createApiClient({ baseUrl });
    const notJson = await client
      .call({ ...getApplication, path: '/api/v1/elsewhere/:applicationId' }, { params: { applicationId: 'x' } })
      .catch((e: unknown) => e);
    expect(notJson).toMatchObject({ status: 502, message: 'Something went wrong' });
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:1' });
    const down = await offline.call(getApplication, { params: { applicationId: 'x' } }).catch((e: unknown) => e);
    expect(down).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: 'Something went wrong' });
    // A file sent or fetched outside the contracts fails the same way, so its caller can wait for the connection.
    const file = await offline.fetchWithSession('/api/v1/files/x').catch((e: unknown) => e);
    expect(file).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
