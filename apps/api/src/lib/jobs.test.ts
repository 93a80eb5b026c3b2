import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test/test-app';
import { createLogger } from './logger';
import { startJobs, type Job, type JobRecorder } from './jobs';

const logger = createLogger('silent');

describe('startJobs', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ driver: 'pglite' });
  });
  afterAll(() => database.close());
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when runs succeed and fail, then each is recorded with its outcome and the job goes on after a failure', async () => {
    const recorded: Parameters<JobRecorder>[] = [];
    let calls = 0;
    const job: Job = {
      name: 'sample',
      everyMs: 1000,
      exclusive: false,
      run: () => {
        calls += 1;
        return calls === 2 ? Promise.reject(new Error('upstream down')) : Promise.resolve();
      },
    };
    const stop = startJobs([job], { database, logger, record: (...args: Parameters<JobRecorder>) => recorded.push(args) });
    await vi.advanceTimersByTimeAsync(3000);
    stop();
    expect(recorded.map(([name, outcome]) => [name, outcome])).toEqual([
      ['sample', 'ok'],
      ['sample', 'failed'],
      ['sample', 'ok'],
    ]);
    expect(recorded.every(([, , seconds]) => seconds >= 0)).toBe(true);
  });

  it('when a run is still going at the next tick, then it is not started twice', async () => {
    let running = 0;
    let most = 0;
    let release: () => void = () => {};
    const job: Job = {
      name: 'slow',
      everyMs: 100,
      exclusive: true,
      run: () =>
        new Promise<void>((resolve) => {
          running += 1;
          most = Math.max(most, running);
          release = () => {
            running -= 1;
            resolve();
          };
        }),
    };
    const stop = startJobs([job], { database, logger });
    await vi.advanceTimersByTimeAsync(1000);
    expect(most).toBe(1);
    release();
    stop();
  });

  it('when a first delay is given, then the first run comes then, and none after stopping', async () => {
    let calls = 0;
    const job: Job = { name: 'later', everyMs: 10_000, firstAfterMs: 500, exclusive: false, run: () => Promise.resolve(void (calls += 1)) };
    const stop = startJobs([job], { database, logger });
    await vi.advanceTimersByTimeAsync(600);
    expect(calls).toBe(1);
    stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(1);
  });
});

// Two processes on one PostgreSQL server, as two pools on one database.
describe.runIf(process.env.DATABASE_URL)('an exclusive job in two processes', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    first = await openTestDatabase();
    if (first.raw.driver !== 'postgres') throw new Error('expected a PostgreSQL server');
    const { rows } = await first.raw.pool.query<{ url: string }>('select current_database() as url');
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.url ?? ''}`;
    second = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 2 });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('then only one runs at a time, the other skips, and either may run once the first is done', { timeout: 30_000 }, async () => {
    let running = 0;
    let most = 0;
    const outcomes: string[] = [];
    const job = (): Job => ({
      name: 'exclusive-sample',
      everyMs: 40,
      exclusive: true,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 150));
        running -= 1;
      },
    });
    const record: JobRecorder = (_name, outcome) => outcomes.push(outcome);
    const stops = [startJobs([job()], { database: first, logger, record }), startJobs([job()], { database: second, logger, record })];
    // Until both have had their turn or been turned away; the deadline only guards a hang.
    const until = Date.now() + 15_000;
    while (Date.now() < until && !(outcomes.filter((o) => o === 'ok').length > 1 && outcomes.includes('skipped'))) {
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const stop of stops) stop();
    await new Promise((r) => setTimeout(r, 300));
    expect(most).toBe(1);
    expect(outcomes.filter((o) => o === 'ok').length).toBeGreaterThan(1);
    expect(outcomes).toContain('skipped');
    expect(outcomes).not.toContain('failed');
  });
});
