import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadConfig } from '../../config/env';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createLogger } from '../../lib/logger';
import { createTestApp, TEST_ENV, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/test-app';
import { call } from '../../test/call';
import * as questionPapers from '@college/contracts/endpoints/question-papers';
import * as admission from '@college/contracts/endpoints/admission';
import * as staff from '@college/contracts/endpoints/staff';
import * as auth from '@college/contracts/endpoints/auth';
import * as health from '@college/contracts/endpoints/health';

// Each endpoint here reaches the database on its first step.
const CALLS: [string, (app: TestApp['app']) => request.Test][] = [
  ['archive filters', (app) => call(request(app), questionPapers.getFilters)],
  ['archive search', (app) => call(request(app), questionPapers.getQuestionPapers)],
  ['send OTP', (app) => call(request(app), admission.sendOtp, { body: { mobile: '9876543210' } })],
  ['staff sign-in', (app) => call(request(app), staff.staffSignIn, { body: { email: 'a@college.example', password: 'x' } })],
  ['refresh', (app) => call(request(app), auth.refreshSession).set('Cookie', 'college_refresh=abc')],
];

function expectUnavailable(res: request.Response) {
  expect(res.status).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE' });
}

describe('when the database server cannot be reached', () => {
  let unreachable: DatabaseHandle;
  let app: TestApp['app'];
  beforeAll(async () => {
    // Nothing listens on port 1: every connection is refused, as with a server that is down.
    unreachable = await openDatabase({ driver: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
    const config = loadConfig({ ...TEST_ENV });
    app = createApp({ config, database: unreachable, logger: createLogger('silent') });
  });
  afterAll(() => unreachable.close());

  it.each(CALLS)('then %s answers 503 with Retry-After', async (_name, call) => {
    expectUnavailable(await call(app));
  });

  it('then health answers 503', async () => {
    expectUnavailable(await call(request(app), health.health));
  });
});

describe('when the database connection has been closed', () => {
  let t: TestApp;
  let agent: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await signIn(t, '9876543210');
    await t.database.close();
  });
  afterAll(() => t.close());

  it.each(CALLS)('then %s answers 503 with Retry-After', async (_name, call) => {
    expectUnavailable(await call(t.app));
  });

  it('then a signed-in applicant gets 503, not 500', async () => {
    expectUnavailable(await call(agent, admission.getApplication, { params: { applicationId: 'ANY' } }));
  });
});

describe('when the database has no tables', () => {
  it('then health answers 503: migrations are not applied', async () => {
    const empty = await openDatabase({ driver: 'pglite' });
    try {
      const app = createApp({ config: loadConfig({ ...TEST_ENV }), database: empty, logger: createLogger('silent') });
      const res = await call(request(app), health.health);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE', message: 'The database is not migrated' });
    } finally {
      await empty.close();
    }
  });
});
