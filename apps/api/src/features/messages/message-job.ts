import type { Job } from '../../lib/jobs';
import { sendDueMessages, type MessageDeps } from './outbox';

const EVERY_MS = 15_000;

/** Sends queued messages every 15 seconds. */
export function messageJob(deps: MessageDeps): Job {
  // Every process sends: each claims its rows with a lease, so none is sent twice.
  return { name: 'messages', everyMs: EVERY_MS, exclusive: false, run: () => sendDueMessages(deps) };
}
