import { useUrlParams } from '../../../lib/use-url-params';
import type { QueueQuery } from '../api/office-api';

const QUEUE_KEYS = [
  'stage',
  'status',
  'level',
  'mode',
  'branch',
  'firstChoice',
  'paid',
  'from',
  'to',
  'minor',
  'category',
  'quota',
  'pwd',
  'q',
  'claimed',
  'sort',
  'order',
  'page',
] as const;
export type QueueParams = Record<(typeof QUEUE_KEYS)[number], string>;

/** The queue's filters, search, sort and page live in the URL: a view can be shared, and Back works. */
export function useQueueParams() {
  const { params, query, search, update } = useUrlParams(QUEUE_KEYS);
  // Only what is set goes to the server, which checks every value against the same contract.
  return { params, query: query as QueueQuery, search, update };
}
