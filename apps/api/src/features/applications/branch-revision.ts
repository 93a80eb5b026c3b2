import type { Database } from '../../db/client';
import { applicationRepository } from './application.repository';

/**
 * The applicant's ranked branches after the trial allotment: the selected programme's preferences
 * in the new order, and an event on the timeline naming the order and what was removed. The caller
 * holds the rules (the window, nothing added); this only writes.
 */
export async function reviseBranchOrder(tx: Database, id: string, branches: readonly string[], removed: readonly string[], now: Date) {
  const repo = applicationRepository(tx);
  await repo.setBranchPreferences(id, branches);
  await repo.addEvent({
    applicationId: id,
    kind: 'options_revised',
    remark: `Options: ${branches.map((b, i) => `${i + 1}. ${b}`).join(', ')}${removed.length > 0 ? `; removed: ${removed.join(', ')}` : ''}`,
    at: now,
  });
}
