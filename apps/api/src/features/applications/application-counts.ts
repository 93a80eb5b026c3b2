import { sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@college/contracts/stages';
import type { CategoryCode } from '@college/contracts/entities/reservation';
import type { ProgramLevel } from '@college/contracts/programmes';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

type Grouped = {
  status: ApplicationStatus | null;
  level: ProgramLevel | null;
  mode: string | null;
  first_branch: string | null;
  category: CategoryCode | null;
  g: number;
  n: number;
};

/** The grouping bit of each set below: grouping(status, level, mode, first_branch, category). */
const BY = { status: 0b01111, programme: 0b10011, firstBranch: 0b11101, category: 0b11110, all: 0b11111 };

/**
 * Applications counted as the office's queue counts them: by status, programme, first branch and
 * category in one pass over the table (grouping sets), branches named anywhere, and submissions a
 * day (Asia/Kolkata) from `fromDay`. Every figure is the queue's total under one filter.
 */
export async function applicationCounts(db: Database, fromDay: string) {
  const [grouped, anyBranch, days, totals] = await Promise.all([
    rowsOf<Grouped>(
      db,
      sql`select status, program_level as level, diploma_mode as mode, first_branch, category,
            grouping(status, program_level, diploma_mode, first_branch, category)::int as g, count(*)::int as n
          from applications
          group by grouping sets ((status), (program_level, diploma_mode), (first_branch), (category), ())`,
    ),
    rowsOf<{ branch: string; n: number }>(db, sql`select b as branch, count(*)::int as n from applications, unnest(branches) b group by b`),
    rowsOf<{ day: string; n: number }>(
      db,
      sql`select to_char(submitted_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day, count(*)::int as n
          from applications where submitted_at >= ${`${fromDay}T00:00:00+05:30`}::timestamptz group by 1`,
    ),
    rowsOf<{ submitted: number; paid: number }>(
      db,
      sql`select count(*) filter (where current_stage = 'submitted')::int as submitted,
            count(*) filter (where fee_paid_at is not null)::int as paid from applications`,
    ),
  ]);
  const of = (g: number) => grouped.filter((r) => r.g === g);
  return {
    total: of(BY.all)[0]?.n ?? 0,
    submitted: totals[0]?.submitted ?? 0,
    feePaid: totals[0]?.paid ?? 0,
    byStatus: of(BY.status).flatMap((r) => (r.status ? [{ status: r.status, n: r.n }] : [])),
    byProgramme: of(BY.programme).flatMap((r) => (r.level ? [{ level: r.level, mode: r.mode, n: r.n }] : [])),
    byFirstBranch: new Map(of(BY.firstBranch).flatMap((r) => (r.first_branch ? [[r.first_branch, r.n] as const] : []))),
    byAnyBranch: new Map(anyBranch.map((r) => [r.branch, r.n] as const)),
    byCategory: of(BY.category).flatMap((r) => (r.category ? [{ category: r.category, n: r.n }] : [])),
    submittedOn: new Map(days.map((r) => [r.day, r.n] as const)),
  };
}
