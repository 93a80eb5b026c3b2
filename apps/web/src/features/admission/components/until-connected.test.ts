import nodeConsole from 'node:console';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getApplication } from '@college/contracts/endpoints/admission';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { currentToasts } from '../../../components/ui/toast-store';
import { untilConnected } from './until-connected';

// A real server that is not there for a while: the client's own request fails as it would on a
// phone whose connection dropped, and succeeds once the server listens again.
let server: Server | undefined;
// The test page's own console, the process's (the tests' console is the runner's, per file).
const pageConsole = nodeConsole;

function listen(port = 0): Promise<number> {
  server = createServer((req, res) => {
    // The page's origin is not the server's here: the answer lets the page read it.
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      'Access-Control-Allow-Credentials': 'true',
    });
    res.end(JSON.stringify({ success: true, data: { applicationId: 'APP-1' } }));
  });
  return new Promise((resolve) => server?.listen(port, '127.0.0.1', () => resolve((server?.address() as AddressInfo).port)));
}

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // A request held open (a stalled one) would keep the server from closing.
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

describe('calling the site until it answers', () => {
  it('when the site cannot be reached, then the call is tried again every 5 s until it answers', async () => {
    const port = await listen();
    await new Promise((resolve) => server?.close(resolve));
    // The page's console reports a refused connection, as a browser's does: asserted, not printed.
    const logged = vi.spyOn(pageConsole, 'error').mockImplementation(() => undefined);
    const client = createApiClient({ baseUrl: `http://127.0.0.1:${port}` });
    let tries = 0;
    let failed = 0;
    const answer = untilConnected(() => {
      tries += 1;
      return client.call(getApplication, { params: { applicationId: 'APP-1' } }).catch((err: unknown) => {
        failed += 1;
        throw err;
      });
    });
    await vi.waitFor(() => expect(failed).toBe(1));
    await listen(port);
    // Nothing is tried again before its time; the next try finds the site.
    expect(tries).toBe(1);
    await expect(answer).resolves.toMatchObject({ data: { applicationId: 'APP-1' } });
    expect(tries).toBe(2);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ code: 'ECONNREFUSED' }));
  }, 15_000);

  it('when the phone says the connection is back, then the call is tried again at once', async () => {
    const calls: number[] = [];
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const answer = untilConnected(() => {
      calls.push(Date.now());
      return calls.length === 1 ? Promise.reject(new ApiError(0, null)) : Promise.resolve('saved');
    });
    // The applicant is told, once, and the call waits for the phone to be online again.
    await vi.waitFor(() => expect(currentToasts().map((t) => t.title)).toContain('You are offline'));
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(answer).resolves.toBe('saved');
    expect(calls[1]! - calls[0]!).toBeLessThan(5_000);
  });

  it('when the phone says it is offline and never says the connection is back, then the call is still tried again after 5 s', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let tries = 0;
    const answer = untilConnected(() => {
      tries += 1;
      return tries === 1 ? Promise.reject(new ApiError(0, null)) : Promise.resolve('saved');
    });
    await expect(answer).resolves.toBe('saved');
    expect(tries).toBe(2);
  }, 15_000);

  it('when a request stalls with no answer, then it is called off after the stall limit and tried again at once, and the applicant is told', async () => {
    // The first request is held open and never answered (a connection that stalled); the next is answered.
    let received = 0;
    server = createServer((req, res) => {
      const cors = {
        'Access-Control-Allow-Origin': req.headers.origin ?? '*',
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
      };
      // The test's page asks the other origin first (a preflight): that is not the request.
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      received += 1;
      if (received === 1) return;
      res.writeHead(200, { 'Content-Type': 'application/json', ...cors });
      res.end(JSON.stringify({ success: true, data: { applicationId: 'APP-1' } }));
    });
    const port = await new Promise<number>((resolve) =>
      server?.listen(0, '127.0.0.1', () => resolve((server?.address() as AddressInfo).port)),
    );
    const client = createApiClient({ baseUrl: `http://127.0.0.1:${port}` });
    // The page's console reports the connection called off under the stalled request: asserted, not printed.
    const logged = vi.spyOn(pageConsole, 'error').mockImplementation(() => undefined);
    const started = Date.now();
    const answer = untilConnected((signal) => client.call(getApplication, { params: { applicationId: 'APP-1' }, signal }), undefined, 500);
    await expect(answer).resolves.toMatchObject({ data: { applicationId: 'APP-1' } });
    expect(received).toBe(2);
    // Tried again at once after the limit, not after the 5 s wait of a dropped connection.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(currentToasts().map((t) => t.title)).toContain('The connection dropped');
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.objectContaining({ code: 'ECONNRESET' })));
  }, 15_000);

  it('when a try stalls and its request ignores being called off, then it is still tried again', async () => {
    const signals: AbortSignal[] = [];
    const answer = untilConnected(
      (signal) => {
        signals.push(signal);
        return signals.length === 1 ? new Promise<string>(() => undefined) : Promise.resolve('saved');
      },
      undefined,
      200,
    );
    await expect(answer).resolves.toBe('saved');
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
  });

  it('when the page calls a request off itself, then it is not tried again', async () => {
    let tries = 0;
    const answer = untilConnected(() => {
      tries += 1;
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(tries).toBe(1);
  });

  it('when the site answers with an error, then it is not tried again', async () => {
    let tries = 0;
    const answer = untilConnected(() => {
      tries += 1;
      return Promise.reject(new ApiError(400, { message: 'Invalid OTP' }));
    });
    await expect(answer).rejects.toMatchObject({ status: 400, message: 'Invalid OTP' });
    expect(tries).toBe(1);
  });
});
