import type { Logger } from 'pino';
import { currentYearInKolkata } from '@college/contracts/rules/day';
import type { Database } from '../../db/client';
import { withTryKeyLock } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { applicationsPastRetention } from '../applications/applications.api';
import { recordSystem } from '../audit/audit.api';
import { eraseWithConsents } from './erase';
import type { Job } from '../../lib/jobs';

type RetentionRules = { unsubmittedDays: number; years: number };
export type RetentionDeps = { db: Database; clock: Clock; logger: Logger; rules: RetentionRules };

const JOB_LOCK = 'job:retention';
const DAY_MS = 24 * 3600 * 1000;
const EVERY_MS = DAY_MS;
/** Erased per transaction, so one run never holds locks for long. */
const BATCH = 200;

export type RetentionReport = {
  dryRun: boolean;
  ranAt: string;
  /** Never submitted and unchanged since before this time. */
  unsubmittedBefore: string;
  /** Opened in an admission year before this one, and not admitted. */
  admissionYearBefore: number;
  applications: { applicationId: string; reason: 'never_submitted' | 'past_admission_year' }[];
  /** False when another process held the job's lock, so this one did nothing. */
  ran: boolean;
};

/**
 * Erases applications past their retention period (the Privacy Policy's 'How long we keep it'):
 * never submitted, after `unsubmittedDays`; not admitted, `years` admission years on. Payment
 * records, the consent ledger and the audit stay. A dry run reports what a real run would erase.
 * One process at a time: the run holds an advisory lock, and a second process skips.
 */
export async function runRetention(deps: RetentionDeps, options: { dryRun: boolean }): Promise<RetentionReport> {
  const now = deps.clock.now();
  const unsubmittedBefore = new Date(now.getTime() - deps.rules.unsubmittedDays * DAY_MS);
  const admissionYearBefore = currentYearInKolkata(now) - deps.rules.years;
  const report: RetentionReport = {
    dryRun: options.dryRun,
    ranAt: now.toISOString(),
    unsubmittedBefore: unsubmittedBefore.toISOString(),
    admissionYearBefore,
    applications: [],
    ran: false,
  };
  const reasonOf = (row: { submittedAt: Date | null; updatedAt: Date }) =>
    row.submittedAt === null && row.updatedAt < unsubmittedBefore ? ('never_submitted' as const) : ('past_admission_year' as const);

  if (options.dryRun) {
    const rows = await applicationsPastRetention(deps.db, unsubmittedBefore, admissionYearBefore, 10_000);
    return { ...report, ran: true, applications: rows.map((r) => ({ applicationId: r.id, reason: reasonOf(r) })) };
  }
  for (;;) {
    const batch = await withTryKeyLock(deps.db, JOB_LOCK, async (tx) => {
      const rows = await applicationsPastRetention(tx, unsubmittedBefore, admissionYearBefore, BATCH);
      for (const row of rows) {
        const reason = reasonOf(row);
        await eraseWithConsents(tx, row.id, now);
        await recordSystem(tx, 'erase', 'application', [row.id], { reason });
        report.applications.push({ applicationId: row.id, reason });
      }
      return rows.length;
    });
    if (batch === undefined) return report;
    report.ran = true;
    if (batch < BATCH) return report;
  }
}

/** Daily, one process at a time; the first run a minute after start. */
export function retentionJob(deps: RetentionDeps): Job {
  return {
    name: 'retention',
    everyMs: EVERY_MS,
    firstAfterMs: 60_000,
    exclusive: true,
    run: async () => {
      const r = await runRetention(deps, { dryRun: false });
      if (r.applications.length > 0) deps.logger.info({ erased: r.applications.length }, 'retention: applications erased');
    },
  };
}
