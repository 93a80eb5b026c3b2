import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { openApplication } from '../../test/journey';
import { personalDetails } from '../../test/fixtures';
import { withAdmin } from '../../test/test-database';
import { call } from '../../test/call';
import * as admission from '@college/contracts/endpoints/admission';
import * as questionPapers from '@college/contracts/endpoints/question-papers';

// A database restart or failover ends every connection the site holds, some of them inside a
// transaction between two queries. The site must answer those requests 503 and carry on: these
// tests end the site's connections on a real PostgreSQL server while applicants save.
const serverUrl = process.env.DATABASE_URL;

type Agent = Awaited<ReturnType<typeof signIn>>;

/** The name of the database the test app uses (each test app has its own). */
async function databaseOf(t: TestApp): Promise<string> {
  if (t.database.raw.driver !== 'postgres') throw new Error('expected a PostgreSQL server');
  const { rows } = await t.database.raw.pool.query<{ name: string }>('select current_database() as name');
  return rows[0]!.name;
}

const terminateSiteConnections = (database: string) =>
  withAdmin(serverUrl ?? '', (c) =>
    c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]),
  );

function expectServedOrUnavailable(res: request.Response) {
  if (res.status === 200) return;
  expect(res.status).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE' });
}

/** Saves step 2 again and again from each agent until `stop` says so; answers every response. */
async function saveInLoop(agents: { agent: Agent; id: string }[], stop: () => boolean): Promise<request.Response[]> {
  const responses: request.Response[] = [];
  await Promise.all(
    agents.map(async ({ agent, id }) => {
      for (let i = 0; !stop(); i++) {
        const body = { applicationId: id, personalDetails: personalDetails(`Anu Krishnan ${String.fromCharCode(65 + (i % 26))}`) };
        responses.push(await call(agent, admission.savePersonalDetails, { body: body }));
      }
    }),
  );
  return responses;
}

describe.runIf(serverUrl)('when the database server ends the site’s connections under write load', () => {
  let t: TestApp;
  let agents: { agent: Agent; id: string }[];
  let database: string;
  beforeAll(async () => {
    t = await createTestApp();
    database = await databaseOf(t);
    agents = [];
    for (let i = 0; i < 6; i++) {
      const mobile = `98765${String(43210 + i)}`;
      const agent = await signIn(t, mobile);
      agents.push({ agent, id: await openApplication(agent, mobile) });
    }
  });
  afterAll(() => t.close());

  it('then the requests in flight answer 503 with Retry-After, the process stays up, and saving works again', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      let stopped = false;
      const load = saveInLoop(agents, () => stopped);
      for (let round = 0; round < 8; round++) {
        await new Promise((r) => setTimeout(r, 60));
        await terminateSiteConnections(database);
      }
      stopped = true;
      const responses = await load;

      expect(responses.length).toBeGreaterThan(agents.length);
      for (const res of responses) expectServedOrUnavailable(res);
      // The restart reached requests in flight: some answered 503 rather than all 200.
      expect(responses.some((r) => r.status === 503)).toBe(true);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    expect(uncaught).toEqual([]);

    // Nothing is held on to: every applicant saves again, without a restart of the site, and no
    // connection is left checked out (a transaction whose BEGIN failed used to keep its own).
    for (const { agent, id } of agents) {
      await call(agent, admission.savePersonalDetails, { body: { applicationId: id, personalDetails: personalDetails() } }).expect(200);
    }
    if (t.database.raw.driver !== 'postgres') throw new Error('expected a PostgreSQL server');
    const { pool } = t.database.raw;
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it('then anonymous one-time code requests during the restart answer 200, 429 or 503, never 500', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    const statuses: number[] = [];
    try {
      let stopped = false;
      const load = Promise.all(
        Array.from({ length: 6 }, async (_, worker) => {
          for (let i = 0; !stopped; i++) {
            const mobile = `9${String(100000000 + worker * 10_000 + i)}`;
            const res = await call(request(t.app), admission.sendOtp, { body: { mobile } });
            statuses.push(res.status);
            if (res.status === 503) expect(res.headers['retry-after']).toBeDefined();
          }
        }),
      );
      for (let round = 0; round < 6; round++) {
        await new Promise((r) => setTimeout(r, 60));
        await terminateSiteConnections(database);
      }
      stopped = true;
      await load;
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    expect(uncaught).toEqual([]);
    expect(statuses.filter((s) => ![200, 429, 503].includes(s))).toEqual([]);
  });

  it('then a database that refuses new connections answers 503 with Retry-After, and serves again once it allows them', async () => {
    // Connections already open would go on serving: end them, so the site must open new ones.
    await withAdmin(serverUrl ?? '', (c) => c.query(`alter database "${database}" allow_connections false`));
    try {
      await terminateSiteConnections(database);
      const res = await call(request(t.app), questionPapers.getFilters);
      expect(res.status).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE' });
    } finally {
      await withAdmin(serverUrl ?? '', (c) => c.query(`alter database "${database}" allow_connections true`));
    }
    await call(request(t.app), questionPapers.getFilters).expect(200);
  });
});
