import { BRANCHES_BY_MODE } from '@college/contracts/programmes';
import { DASHBOARD_DAYS, type Dashboard } from '@college/contracts/entities/dashboard';
import { addDays, todayInKolkata } from '@college/contracts/rules/day';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { applicationCounts } from '../applications/applications.api';
import { feeFigures } from '../payments/payments.api';
import { openRequests } from '../privacy/privacy.api';
import { roundDeadlines } from '../allotment/allotment.api';
import { albumsWaiting, committeesToReview, contentToReview, documentsWaiting, noticesWaiting } from '../content/content.api';
import type { AdmissionSettingsService } from '../settings/settings.api';

// Twenty clerks opening the dashboard at once would count 50,000 applications twenty times. The
// figures are counted at most once every few seconds per process: an answer older than that is
// still given at once while a fresh count runs, so nobody waits for a count but the first caller.
const FRESH_MS = 10_000;
const SOONEST_REQUESTS = 5;
const NEXT_DATES = 8;

/** The days from `first` to `last` (yyyy-mm-dd), both included. */
function daysBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) out.push(d);
  return out;
}

async function count(db: Database, settings: AdmissionSettingsService, now: Date, pages: readonly string[]): Promise<Dashboard> {
  const today = todayInKolkata(now);
  const fromDay = addDays(today, -(DASHBOARD_DAYS - 1));
  const [apps, fees, requests, windows, rounds, waiting, albums, waitingDocuments, committees, due] = await Promise.all([
    applicationCounts(db, fromDay),
    feeFigures(db, fromDay, DASHBOARD_DAYS),
    openRequests(db, now, SOONEST_REQUESTS),
    settings.read(db),
    roundDeadlines(db, today),
    noticesWaiting(db),
    albumsWaiting(db),
    documentsWaiting(db),
    committeesToReview(db, now),
    contentToReview(db, now, pages),
  ]);
  const days = daysBetween(fromDay, today);
  const dates = [
    ...windows.intakes.flatMap((i) => [
      ...(i.opensOn ? [{ on: i.opensOn, what: `${i.label}: applications open` }] : []),
      ...(i.closesOn ? [{ on: i.closesOn, what: `${i.label}: last day to apply` }] : []),
    ]),
    ...windows.season.flatMap((e) => (e.on ? [{ on: e.on, what: e.label }] : [])),
    ...rounds,
  ];
  return {
    asOf: now.toISOString(),
    applications: {
      total: apps.total,
      submitted: apps.submitted,
      feePaid: apps.feePaid,
      byStatus: apps.byStatus,
      byProgramme: apps.byProgramme,
      byBranch: BRANCHES_BY_MODE.Regular.map((branch) => ({
        branch,
        first: apps.byFirstBranch.get(branch) ?? 0,
        any: apps.byAnyBranch.get(branch) ?? 0,
      })),
      byCategory: apps.byCategory,
      submittedByDay: days.map((day) => ({ day, n: apps.submittedOn.get(day) ?? 0 })),
    },
    fees: {
      byDay: days.map((day) => ({ day, paid: fees.paidOn.get(day)?.paid ?? 0, amount: fees.paidOn.get(day)?.amount ?? 0 })),
      pending: fees.pending,
      processing: fees.processing,
    },
    requests,
    noticesWaiting: waiting,
    albumsWaiting: albums,
    documentsWaiting: waitingDocuments,
    committeesToReview: committees,
    documentsToReview: due.documents,
    pagesToReview: due.pages,
    nextDates: dates
      .filter((d) => d.on >= today)
      .sort((a, b) => a.on.localeCompare(b.on))
      .slice(0, NEXT_DATES),
  };
}

export function dashboardService(deps: { db: Database; clock: Clock; settings: AdmissionSettingsService; pages?: readonly string[] }) {
  let kept: { at: number; figures: Promise<Dashboard> } | null = null;
  let counting: Promise<Dashboard> | null = null;

  function recount(): Promise<Dashboard> {
    if (counting) return counting;
    const at = deps.clock.now().getTime();
    const figures = count(deps.db, deps.settings, deps.clock.now(), deps.pages ?? []);
    counting = figures;
    figures.then(
      () => {
        kept = { at, figures };
        counting = null;
      },
      () => {
        counting = null;
      },
    );
    return figures;
  }

  return {
    /** The figures: counted now when none are kept, else the kept ones (recounted behind them once stale). */
    async figures(): Promise<Dashboard> {
      if (!kept) return recount();
      if (deps.clock.now().getTime() - kept.at >= FRESH_MS) void recount().catch(() => undefined);
      return kept.figures;
    },
  };
}
export type DashboardService = ReturnType<typeof dashboardService>;
