import { useNavigate } from 'react-router';
import { listQueue } from '@college/contracts/endpoints/office';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { QueueQuery } from '../api/office-api';

/** Where an application was opened from: the queue's view (its URL search) and that page's numbers. */
export type QueueContext = { queue?: string; ids?: string[] };

async function pageOf(search: URLSearchParams) {
  const query = Object.fromEntries([...search.entries()].filter(([, v]) => v !== '')) as QueueQuery;
  const answer = await api.call(listQueue, { query });
  return { ids: answer.data.map((r) => r.applicationId), page: answer.page, totalPages: answer.totalPages };
}

const withPage = (search: URLSearchParams, page: number) => {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
};

/**
 * Moves through the queue's view one application at a time, across its pages. The view is read
 * again at each move: an application that a decision took out of the view (a "submitted" filter,
 * say) is not counted, so the next one is never skipped.
 */
export function useQueueSteps(id: string, from: QueueContext) {
  const navigate = useNavigate();
  const search = new URLSearchParams(from.queue ?? '');
  const known = from.ids ?? [];
  const at = known.indexOf(id);

  /** The application `offset` (1 or -1) away in the view, or null at its end. */
  async function neighbour(offset: 1 | -1): Promise<{ id: string; queue: string; ids: string[] } | null> {
    const current = Number(search.get('page') ?? '1') || 1;
    const fresh = await pageOf(search);
    const here = fresh.ids.indexOf(id);
    // Still in the view: its neighbour. Gone from it: the one now in its place is next.
    const index = here >= 0 ? here + offset : offset === 1 ? Math.max(at, 0) : Math.max(at, 0) - 1;
    if (index >= 0 && index < fresh.ids.length) return { id: fresh.ids[index] ?? '', queue: search.toString(), ids: fresh.ids };
    const page = offset === 1 ? current + 1 : current - 1;
    if (page < 1 || page > fresh.totalPages) return null;
    const other = withPage(search, page);
    const theirs = await pageOf(other);
    const pick = offset === 1 ? theirs.ids[0] : theirs.ids.at(-1);
    return pick ? { id: pick, queue: other.toString(), ids: theirs.ids } : null;
  }

  /** Opens the next (1) or previous (-1) application; false when the view has no more that way. */
  async function go(offset: 1 | -1): Promise<boolean> {
    const found = await neighbour(offset);
    if (!found) return false;
    await navigate(paths.staffApplication(found.id), { state: { queue: found.queue, ids: found.ids } satisfies QueueContext });
    return true;
  }

  return { inQueue: from.queue !== undefined, at, go };
}
