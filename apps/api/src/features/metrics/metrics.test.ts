import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { createTestApp, TEST_ENV, type TestApp } from '../../test/test-app';
import { queueSms } from '../messages/outbox';
import { addressAllowed } from './metrics';
import { call } from '../../test/call';
import * as health from '@college/contracts/endpoints/health';
import * as questionPapers from '@college/contracts/endpoints/question-papers';

/** The value of one series in a Prometheus text answer, or undefined when it is not there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /metrics', () => {
  it('when asked from this machine, then the request counts and latencies are there by route pattern, never by id', async () => {
    await call(request(t.app), health.healthLive).expect(200);
    await call(request(t.app), questionPapers.downloadPaper, { params: { id: '00000000-0000-4000-8000-000000000001' } }).expect(404);
    await request(t.app).get('/api/v1/no-such-thing').expect(404);
    const res = await request(t.app).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(valueOf(res.text, 'college_http_requests_total{method="GET",route="/api/v1/health/live",status="200"}')).toBe(1);
    expect(valueOf(res.text, 'college_http_requests_total{method="GET",route="/api/v1/qp/papers/:id/file",status="404"}')).toBe(1);
    expect(valueOf(res.text, 'college_http_requests_total{method="GET",route="api-unmatched",status="404"}')).toBe(1);
    expect(res.text).toContain('college_http_request_duration_seconds_bucket{le="0.05",method="GET",route="/api/v1/health/live"}');
    expect(res.text).not.toContain('00000000-0000-4000-8000-000000000001');
    // The process's own figures come along.
    expect(res.text).toContain('process_resident_memory_bytes');
    expect(res.text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(valueOf(res.text, 'college_db_up')).toBe(1);
  });

  it('when messages wait in the outbox, then the backlog and the oldest one’s age show', async () => {
    const queuedAt = new Date(t.clock.now().getTime() - 90_000);
    await queueSms(t.database.db, queuedAt, { mobile: '9876543210', template: 'submitted', variables: {}, language: 'en' });
    const res = await request(t.app).get('/metrics').expect(200);
    expect(valueOf(res.text, 'college_outbox_pending')).toBe(1);
    expect(valueOf(res.text, 'college_outbox_oldest_pending_seconds')).toBe(90);
  });

  it('when the database is the server, then its pool shows; on the embedded one there is none', async () => {
    const res = await request(t.app).get('/metrics').expect(200);
    if (t.database.driver === 'postgres') expect(res.text).toMatch(/college_db_pool_connections\{state="total"\} \d+/);
    else expect(res.text).not.toContain('college_db_pool_connections{');
  });

  it('when asked from an address not allowed, then the plain 404 of any unknown page', async () => {
    const closed = await createTestApp({ env: { METRICS_ALLOW: '10.0.0.0/8, 192.0.2.7' } });
    try {
      const res = await request(closed.app).get('/metrics').expect(404);
      expect(res.text).not.toContain('college_');
    } finally {
      await closed.close();
    }
  });

  it('when a visitor comes through the proxy, then their own address counts, not the proxy’s', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      await request(proxied.app).get('/metrics').set('X-Forwarded-For', '203.0.113.9').expect(404);
      await request(proxied.app).get('/metrics').set('X-Forwarded-For', '127.0.0.1').expect(200);
    } finally {
      await proxied.close();
    }
  });

  it('when a forwarded address is allowed but the connection comes from elsewhere, then 404: the header can be forged', async () => {
    const spoofable = await createTestApp({ env: { TRUST_PROXY: '1', METRICS_ALLOW: '10.0.0.0/8' } });
    try {
      await request(spoofable.app).get('/metrics').set('X-Forwarded-For', '10.1.2.3').expect(404);
    } finally {
      await spoofable.close();
    }
  });
});

describe('METRICS_ALLOW', () => {
  it('when it holds something that is not an address or a range, then the start is refused naming it', () => {
    for (const bad of ['prometheus.internal', '10.0.0.0/33', '10.0.0.1/8/1', '::1/129']) {
      expect(() => loadConfig({ ...TEST_ENV, METRICS_ALLOW: `127.0.0.1, ${bad}` })).toThrow(
        `METRICS_ALLOW must be IP addresses or CIDR ranges, comma-separated ("${bad}" is neither)`,
      );
    }
  });

  it('when ranges and addresses of both families are listed, then each matches what it covers, dual-stack forms included', () => {
    const allowed = addressAllowed(['10.1.0.0/16', '::1', '192.0.2.7', 'fd00::/8']);
    expect(allowed('10.1.200.3')).toBe(true);
    expect(allowed('::ffff:10.1.200.3')).toBe(true);
    expect(allowed('10.2.0.1')).toBe(false);
    expect(allowed('::1')).toBe(true);
    expect(allowed('192.0.2.7')).toBe(true);
    expect(allowed('192.0.2.8')).toBe(false);
    expect(allowed('fd12::5')).toBe(true);
    expect(allowed(undefined)).toBe(false);
  });
});
