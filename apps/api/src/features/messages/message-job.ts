import { sendDueMessages, type MessageDeps } from './outbox';

const EVERY_MS = 15_000;

/** Sends queued messages every 15 seconds; one run at a time in this process. Stops with the process. */
export function startMessageJob(deps: MessageDeps): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    sendDueMessages(deps)
      .catch((err: unknown) => deps.logger.warn({ err }, 'message sending failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
