import type { Logger } from 'pino';

/** Told of every finished run of a background job (the metrics count them). */
export type JobRecorder = (job: string, outcome: 'ok' | 'failed', seconds: number) => void;

type JobOptions = {
  name: string;
  everyMs: number;
  /** When the first run is; the first interval by default. */
  firstAfterMs?: number;
  run: () => Promise<unknown>;
  logger: Logger;
  record?: JobRecorder;
};

/**
 * Runs a background job inside the API process on a timer, one run at a time: a run still going
 * when the next is due is not doubled up. A failure is logged and the next run tries again. The
 * timers do not keep the process alive; the returned function stops them.
 */
export function startJob({ name, everyMs, firstAfterMs, run, logger, record }: JobOptions): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    const started = performance.now();
    const finish = (outcome: 'ok' | 'failed') => {
      running = false;
      record?.(name, outcome, (performance.now() - started) / 1000);
    };
    run().then(
      () => finish('ok'),
      (err: unknown) => {
        logger.warn({ err, job: name }, `${name} failed`);
        finish('failed');
      },
    );
  };
  const first = firstAfterMs === undefined ? undefined : setTimeout(tick, firstAfterMs);
  first?.unref();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
