import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import * as health from '@college/contracts/endpoints/health';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/health', () => {
  it('when the database answers, then the site reports itself up with its driver and mode', async () => {
    const res = await call(request(t.app), health.health).expect(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        status: 'ok',
        database: 'up',
        driver: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        mode: 'demo',
        uptimeSeconds: expect.any(Number),
      },
    });
  });

  it('when the database is gone, then 503 with the envelope', async () => {
    const down = await createTestApp();
    await down.database.close();
    const res = await call(request(down.app), health.health).expect(503);
    expect(res.body).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE' });
  });
});

describe('GET /api/v1/health/live', () => {
  it('when the process answers, then ok with its uptime, uncached', async () => {
    const res = await call(request(t.app), health.healthLive).expect(200);
    expect(res.body).toEqual({ success: true, data: { status: 'ok', uptimeSeconds: expect.any(Number) } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when the database is gone, then still ok: a restart would not bring it back', async () => {
    const down = await createTestApp();
    await down.database.close();
    await call(request(down.app), health.healthLive).expect(200);
  });
});

describe('GET /api/v1/health/ready', () => {
  it('when the database and the file store answer, then ready', async () => {
    const res = await call(request(t.app), health.healthReady).expect(200);
    expect(res.body.data).toMatchObject({ status: 'ok', database: 'up', storage: 'up' });
  });

  it('when the database is gone, then 503 with Retry-After', async () => {
    const down = await createTestApp();
    await down.database.close();
    const res = await call(request(down.app), health.healthReady).expect(503);
    expect(res.body).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when the file store cannot be written, then 503 naming the store', async () => {
    const broken = await createTestApp();
    try {
      // A plain file where the store's folder should be: nothing can be created under it.
      rmSync(path.join(broken.config.dataDir, 'files'), { recursive: true, force: true });
      writeFileSync(path.join(broken.config.dataDir, 'files'), 'not a folder');
      const res = await call(request(broken.app), health.healthReady).expect(503);
      expect(res.body).toMatchObject({ success: false, code: 'STORAGE_UNAVAILABLE', message: 'The file store is not reachable' });
    } finally {
      await broken.close();
    }
  });
});
