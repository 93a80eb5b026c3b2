import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_CSP, PERMISSIONS_POLICY } from '../../lib/security-headers';
import { nginxAvailable, startNginx } from '../../test/nginx-server';
import { createTestApp, type TestApp } from '../../test/test-app';

// The production proxy's locations (infra/nginx), run in Debian's nginx in front of the site.
const infra = path.resolve(import.meta.dirname, '../../../../../infra/nginx');

describe('the nginx templates', () => {
  it('give what nginx answers itself the site’s own strict Permissions-Policy', () => {
    const conf = readFileSync(path.join(infra, 'college.conf'), 'utf8');
    expect(conf).toContain(`""      '${PERMISSIONS_POLICY}';`);
  });
});

describe.runIf(nginxAvailable())('the site behind nginx', () => {
  let t: TestApp;
  let server: Server;
  let proxy: Awaited<ReturnType<typeof startNginx>>;
  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    proxy = await startNginx([`http://127.0.0.1:${port}`], path.join(infra, 'college-locations.conf'));
  });
  afterAll(async () => {
    await proxy.stop();
    server.close();
    await t.close();
  });

  it('then /metrics is refused in any letter case and with anything after it, with the strict policy', async () => {
    for (const p of ['/metrics', '/METRICS', '/Metrics', '/metrics/', '/metrics/x', '//metrics']) {
      const res = await fetch(`${proxy.url}${p}`);
      expect(res.status, p).toBe(404);
      expect(res.headers.get('permissions-policy'), p).toBe(PERMISSIONS_POLICY);
    }
  });

  it('then the site’s answers pass through as sent, the archive’s cached ones too: data with its own policy and no page policy added', async () => {
    for (const p of ['/api/v1/health/live', '/api/v1/qp/get-filters', '/api/v1/qp/get-filters']) {
      const res = await fetch(`${proxy.url}${p}`);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-security-policy'), p).toBe(DATA_CSP);
      expect(res.headers.get('permissions-policy'), p).toBeNull();
    }
  });

  it('then when the site is down, nginx’s own 502 still carries the policy', async () => {
    await new Promise((r) => server.close(r));
    server.closeAllConnections();
    const res = await fetch(`${proxy.url}/api/v1/health/live`);
    expect(res.status).toBe(502);
    expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  });
});
