import { startJob, type JobRecorder } from '../../lib/jobs';
import { sendDueMessages, type MessageDeps } from './outbox';

const EVERY_MS = 15_000;

/** Sends queued messages every 15 seconds. Stops with the process. */
export function startMessageJob(deps: MessageDeps, record?: JobRecorder): () => void {
  return startJob({ name: 'messages', everyMs: EVERY_MS, run: () => sendDueMessages(deps), logger: deps.logger, record });
}
