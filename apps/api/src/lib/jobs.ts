import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client';

/** Told of every finished run of a background job (the metrics count them). */
export type JobRecorder = (job: string, outcome: 'ok' | 'failed' | 'skipped', seconds: number) => void;

/** A background job, as a feature declares it; startJobs runs every one of them the same way. */
export type Job = {
  name: string;
  everyMs: number;
  /** When the first run is; the first interval by default. */
  firstAfterMs?: number;
  /**
   * One run at a time across every process on the database: the run holds an advisory lock named
   * after the job, and a process that finds it held skips that run. Jobs that claim their own rows
   * (the outbox) run everywhere at once instead.
   */
  exclusive: boolean;
  run: () => Promise<unknown>;
};

type JobContext = { database: DatabaseHandle; logger: Logger; record?: JobRecorder };

/**
 * Runs `run` holding the job's advisory lock, or answers false at once if another process holds
 * it. A session lock on a connection of its own: the run's queries go through the pool as usual,
 * and a process that dies lets go with its connection. The embedded database has one process
 * (its data directory is locked), so there is nobody to exclude.
 */
async function whileHolding(database: DatabaseHandle, name: string, run: () => Promise<unknown>): Promise<boolean> {
  if (database.raw.driver !== 'postgres') {
    await run();
    return true;
  }
  const client = await database.raw.pool.connect();
  let broken: Error | undefined;
  try {
    const key = `job:${name}`;
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [key]);
    if (!rows[0]?.locked) return false;
    try {
      await run();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [key]).catch((err: unknown) => {
        // The connection is gone, and the lock with it: the pool must not hand this client out again.
        broken = err instanceof Error ? err : new Error(String(err));
      });
    }
    return true;
  } finally {
    client.release(broken);
  }
}

/**
 * Runs a background job inside the API process on a timer, one run at a time: a run still going
 * when the next is due is not doubled up. A failure is logged and the next run tries again. The
 * timers do not keep the process alive; the returned function stops them.
 */
function startJob(job: Job, { database, logger, record }: JobContext): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    const started = performance.now();
    const finish = (outcome: 'ok' | 'failed' | 'skipped') => {
      running = false;
      record?.(job.name, outcome, (performance.now() - started) / 1000);
    };
    const run = job.exclusive ? whileHolding(database, job.name, job.run) : job.run().then(() => true);
    run.then(
      (ran) => finish(ran ? 'ok' : 'skipped'),
      (err: unknown) => {
        logger.warn({ err, job: job.name }, `${job.name} failed`);
        finish('failed');
      },
    );
  };
  const first = job.firstAfterMs === undefined ? undefined : setTimeout(tick, job.firstAfterMs);
  first?.unref();
  const timer = setInterval(tick, job.everyMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

/** Starts every job; the answer stops them all. */
export function startJobs(jobs: readonly Job[], context: JobContext): () => void {
  const stops = jobs.map((job) => startJob(job, context));
  return () => {
    for (const stop of stops) stop();
  };
}
