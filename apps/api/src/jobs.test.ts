import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './lib/logger';
import { backgroundJobs } from './jobs';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the background jobs', () => {
  it('when each job the site declares is run once on a fresh database, then it finishes without error', async () => {
    const jobs = backgroundJobs(t.config, t.database, createLogger('silent'));
    // Each feature declares its own; the order they start in means nothing.
    expect(Object.fromEntries(jobs.map((j) => [j.name, j.exclusive]))).toEqual({
      maintenance: true,
      messages: false,
      reconciliation: true,
      retention: true,
      'unused-fee-refunds': true,
      'image-removals': false,
      'notice-digest': true,
    });
    expect(jobs).toHaveLength(7);
    for (const job of jobs) await expect(job.run(), job.name).resolves.not.toThrow();
  });
});
