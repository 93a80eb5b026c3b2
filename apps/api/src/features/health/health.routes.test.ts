import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/health', () => {
  it('when the database answers, then the site reports itself up with its driver and mode', async () => {
    const res = await request(t.app).get('/api/v1/health').expect(200);
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
    const res = await request(down.app).get('/api/v1/health').expect(503);
    expect(res.body).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE' });
  });
});
