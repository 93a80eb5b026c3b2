import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { rightsRepository } from './rights.repository';

/** Open requests about personal data for the dashboard: how many, how many past their deadline, the soonest few. */
export async function openRequests(db: Database, now: Date, most: number) {
  const [counted, soonest] = await Promise.all([
    rowsOf<{ open: number; overdue: number }>(
      db,
      sql`select count(*)::int as open, count(*) filter (where due_at < ${now.toISOString()}::timestamptz)::int as overdue
          from rights_requests where closed_at is null`,
    ),
    rightsRepository(db).list('open', most),
  ]);
  return {
    open: counted[0]?.open ?? 0,
    overdue: counted[0]?.overdue ?? 0,
    soonest: soonest.map((r) => ({ id: r.id, applicationId: r.applicationId, kind: r.kind, dueAt: r.dueAt.toISOString() })),
  };
}
