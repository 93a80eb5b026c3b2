import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';
import { startJob, type JobRecorder } from './jobs';

const logger = createLogger('silent');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startJob', () => {
  it('when runs succeed and fail, then each is recorded with its outcome and the job goes on after a failure', async () => {
    const recorded: Parameters<JobRecorder>[] = [];
    let calls = 0;
    const stop = startJob({
      name: 'sample',
      everyMs: 1000,
      run: () => {
        calls += 1;
        return calls === 2 ? Promise.reject(new Error('upstream down')) : Promise.resolve();
      },
      logger,
      record: (...args) => recorded.push(args),
    });
    await vi.advanceTimersByTimeAsync(3000);
    stop();
    expect(recorded.map(([job, outcome]) => [job, outcome])).toEqual([
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
    const stop = startJob({
      name: 'slow',
      everyMs: 100,
      run: () =>
        new Promise<void>((resolve) => {
          running += 1;
          most = Math.max(most, running);
          release = () => {
            running -= 1;
            resolve();
          };
        }),
      logger,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(most).toBe(1);
    release();
    stop();
  });

  it('when a first delay is given, then the first run comes then, and none after stopping', async () => {
    let calls = 0;
    const stop = startJob({ name: 'later', everyMs: 10_000, firstAfterMs: 500, run: () => Promise.resolve(void (calls += 1)), logger });
    await vi.advanceTimersByTimeAsync(600);
    expect(calls).toBe(1);
    stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(1);
  });
});
