import type { ApplicantImages } from '@college/contracts/entities/applicant-images';
import { applicantImagesRepository } from './applicant-images.repository';
import { DECISION_MOVES, type DecisionStatus, type QueueQuery } from '@college/contracts/entities/office';
import { STATUS_LABELS, type ApplicationStatus, type Stage } from '@college/contracts/stages';
import type { ProgramLevel } from '@college/contracts/programmes';
import { MBA_SPECIALIZATION } from '@college/contracts/constants';
import { MIN_DISABILITY_PERCENT } from '@college/contracts/entities/reservation';
import type { Database } from '../../db/client';
import { applicationRepository, type ApplicationEventRow, type ApplicationRow, type ProgramSelectionRow } from './application.repository';
import { officeQueueRepository, type QueueFilter } from './office-queue.repository';
import type { NameMatch } from '@college/contracts/entities/office';
import { AWAITING_DECISION } from './review-claims';

// What the admissions office may read and change of applications. This feature owns the rows;
// the office asks here, inside its own transaction where it changes something.

export type { QueueFilter, QueueSearch } from './office-queue.repository';

/** How a typed name (in the form of the name key) is matched: the first way that finds anyone. */
export async function nameMatchFor(db: Database, text: string): Promise<NameMatch> {
  const repo = officeQueueRepository(db);
  if (await repo.anyNamed(text, 'part')) return 'part';
  return (await repo.anyNamed(text, 'words')) ? 'words' : 'close';
}

/** One page of the queue under a filter. */
export function queuePage(db: Database, filter: QueueFilter, today: string, query: Pick<QueueQuery, 'sort' | 'order' | 'page'>) {
  return officeQueueRepository(db).page(filter, today, query.sort, query.order, query.page);
}

/**
 * The first `count` applications of a view, in its order, that await a decision and no one else
 * holds: what a clerk's batch claims.
 */
export function claimableIds(
  db: Database,
  filter: QueueFilter,
  today: string,
  query: Pick<QueueQuery, 'sort' | 'order'>,
  who: { staffId: string; now: Date; count: number },
) {
  return officeQueueRepository(db).claimable(filter, today, query.sort, query.order, {
    staffId: who.staffId,
    now: who.now,
    statuses: AWAITING_DECISION,
    limit: who.count,
  });
}

/**
 * Who a merit list of this programme (and diploma mode) ranks: submitted, fee paid and verified by
 * the office. One on hold or rejected gets no rank; one not yet checked waits for the next version.
 */
export function meritCandidates(db: Database, level: ProgramLevel, mode: string | null) {
  return officeQueueRepository(db).meritCandidates(level, mode);
}

// An export reads this many rows at a time, so 50,000 rows never sit in memory together.
const EXPORT_BATCH = 500;

export type ExportRow = Awaited<ReturnType<ReturnType<typeof officeQueueRepository>['exportBatch']>>[number];

/** Every application under the filter, in number order, a batch at a time. */
export async function* exportRows(db: Database, filter: QueueFilter, today: string): AsyncGenerator<ExportRow> {
  let after = '';
  for (;;) {
    const batch = await officeQueueRepository(db).exportBatch(filter, today, after, EXPORT_BATCH);
    yield* batch;
    const last = batch.at(-1);
    if (!last || batch.length < EXPORT_BATCH) return;
    after = last.id;
  }
}

/** Applications at each stage under every filter but the stage (the stage filter picks one of them). */
export async function queueStageCounts(
  db: Database,
  filter: Omit<QueueFilter, 'stage'>,
  today: string,
): Promise<Partial<Record<Stage, number>>> {
  const counts = await officeQueueRepository(db).stageCounts(filter, today);
  return Object.fromEntries(counts.map((c) => [c.stage, c.n]));
}

export async function applicationForOffice(
  db: Database,
  id: string,
): Promise<{ row: ApplicationRow; selections: ProgramSelectionRow[]; events: ApplicationEventRow[]; images: ApplicantImages } | null> {
  const repo = applicationRepository(db);
  const row = await repo.find(id);
  if (!row) return null;
  // One after the other: joining reads it inside a transaction, which holds one connection.
  const selections = await repo.selectionsFor([id]);
  const events = await repo.events(id);
  const images = await applicantImagesRepository(db).of(id);
  return { row, selections, events, images };
}

export function lockForOffice(tx: Database, id: string): Promise<ApplicationRow | undefined> {
  return applicationRepository(tx).findForUpdate(id);
}

/** The latest change by a member of staff, for telling a second officer who changed what they hold. */
export async function lastStaffChange(tx: Database, id: string): Promise<{ staffId: string | null; at: Date } | null> {
  const events = await applicationRepository(tx).events(id);
  const last = events.filter((e) => e.staffId !== null).at(-1);
  return last ? { staffId: last.staffId, at: last.at } : null;
}

export type OfficeChange =
  | { kind: 'applied'; status: ApplicationStatus; version: number }
  | { kind: 'refused'; reason: string }
  | { kind: 'stale'; staffId: string | null; at: Date };

/** Why a status cannot go to `to`, or null when it may. */
export function moveProblem(from: ApplicationStatus, to: DecisionStatus): string | null {
  if (DECISION_MOVES[from]?.includes(to)) return null;
  if (from === to) return `Already ${STATUS_LABELS[to].toLowerCase()}`;
  return `Cannot move from ${STATUS_LABELS[from].toLowerCase()} to ${STATUS_LABELS[to].toLowerCase()}`;
}

/**
 * Moves the status forward on the locked row: checks the copy decided on is current (when a
 * version is given), the move is allowed, then writes the status, remark, new version and the
 * timeline entry.
 */
export async function applyDecision(
  tx: Database,
  row: ApplicationRow,
  d: { to: DecisionStatus; remark: string; internalNote: string; staffId: string; version: number | null; now: Date },
): Promise<OfficeChange> {
  if (d.version !== null && d.version !== row.version) {
    const last = await lastStaffChange(tx, row.id);
    return { kind: 'stale', staffId: last?.staffId ?? null, at: last?.at ?? row.updatedAt };
  }
  const problem = moveProblem(row.status, d.to);
  if (problem) return { kind: 'refused', reason: problem };
  const repo = applicationRepository(tx);
  const version = row.version + 1;
  await repo.update(row.id, { status: d.to, statusRemark: d.remark || null, version, updatedAt: d.now });
  await repo.addEvent({
    applicationId: row.id,
    kind: 'decision',
    statusFrom: row.status,
    statusTo: d.to,
    remark: d.remark || null,
    internalNote: d.internalNote || null,
    staffId: d.staffId,
    at: d.now,
  });
  return { kind: 'applied', status: d.to, version };
}

/**
 * The decision an undo takes back: the latest one not already undone. Also answers the remark
 * the applicant saw before it, which comes back with the earlier status.
 */
function undoTarget(events: ApplicationEventRow[]): { target: ApplicationEventRow; earlierRemark: string | null } | null {
  let pendingUndos = 0;
  let target: ApplicationEventRow | null = null;
  for (const e of [...events].reverse()) {
    if (e.kind === 'undo') pendingUndos += 1;
    if (e.kind !== 'decision') continue;
    if (pendingUndos > 0) {
      pendingUndos -= 1;
      continue;
    }
    if (!target) {
      target = e;
      continue;
    }
    return { target, earlierRemark: e.statusTo === target.statusFrom ? e.remark : null };
  }
  return target ? { target, earlierRemark: null } : null;
}

export async function canUndo(db: Database, id: string): Promise<boolean> {
  return undoTarget(await applicationRepository(db).events(id)) !== null;
}

/** Takes back the latest decision on the locked row: the status it replaced returns, with its remark. */
export async function undoDecision(
  tx: Database,
  row: ApplicationRow,
  u: { reason: string; staffId: string; version: number; now: Date },
): Promise<OfficeChange> {
  if (u.version !== row.version) {
    const last = await lastStaffChange(tx, row.id);
    return { kind: 'stale', staffId: last?.staffId ?? null, at: last?.at ?? row.updatedAt };
  }
  const repo = applicationRepository(tx);
  const found = undoTarget(await repo.events(row.id));
  if (!found?.target.statusFrom) return { kind: 'refused', reason: 'There is no decision to undo' };
  const restored = found.target.statusFrom;
  const version = row.version + 1;
  await repo.update(row.id, { status: restored, statusRemark: found.earlierRemark, version, updatedAt: u.now });
  await repo.addEvent({
    applicationId: row.id,
    kind: 'undo',
    statusFrom: row.status,
    statusTo: restored,
    internalNote: u.reason,
    staffId: u.staffId,
    at: u.now,
  });
  return { kind: 'applied', status: restored, version };
}

/** Records an unlock (payment attempts reset, one-time-code lock cleared) on the timeline. */
export async function recordUnlock(tx: Database, id: string, d: { what: string; reason: string; staffId: string; now: Date }) {
  await applicationRepository(tx).addEvent({
    applicationId: id,
    kind: 'unlock',
    remark: d.what,
    internalNote: d.reason,
    staffId: d.staffId,
    at: d.now,
  });
}

export function applicationIdsOfMobile(db: Database, mobile: string): Promise<string[]> {
  return applicationRepository(db).idsByMobile(mobile);
}

/** The applicants' names of these applications (null where not given yet), for the payments ledger. */
export function applicantNames(db: Database, ids: string[]): Promise<Map<string, string | null>> {
  return applicationRepository(db).namesOf([...new Set(ids)]);
}

/** Where to tell each applicant something: their verified mobile, the email they gave, their name. */
export async function applicantContacts(
  db: Database,
  ids: string[],
): Promise<Map<string, { mobile: string; email: string | null; name: string | null }>> {
  const contacts = new Map<string, { mobile: string; email: string | null; name: string | null }>();
  const repo = applicationRepository(db);
  for (let at = 0; at < ids.length; at += 1_000) {
    for (const row of await repo.findMany(ids.slice(at, at + 1_000))) {
      contacts.set(row.id, { mobile: row.mobile, email: row.personalDetails?.email || null, name: row.fullName });
    }
  }
  return contacts;
}

export type AllotmentCandidate = {
  id: string;
  status: ApplicationStatus;
  category: string;
  /** A benchmark disability, certified at the least percentage the reservation counts. */
  pwd: boolean;
  specialQuotas: readonly string[];
  /** The branches the applicant ranked, most wanted first (the MBA's one specialisation). */
  branches: string[];
};

/** What the allotment reads of each application on a merit list: its state, claims and ranked branches. */
export async function allotmentCandidates(db: Database, ids: string[]): Promise<Map<string, AllotmentCandidate>> {
  const repo = applicationRepository(db);
  const found = new Map<string, AllotmentCandidate>();
  // A college's thousands in a few queries; a list of any length in batches the database takes.
  for (let at = 0; at < ids.length; at += 1_000) {
    const batch = ids.slice(at, at + 1_000);
    // One after the other: the allotment reads these inside its transaction, which holds one connection.
    const rows = await repo.findMany(batch);
    const selections = await repo.selectionsFor(batch);
    const chosen = new Map(selections.filter((s) => s.selected).map((s) => [s.applicationId, s]));
    for (const row of rows) {
      const selection = chosen.get(row.id);
      const percent = Number(row.personalDetails?.disabilityPercent ?? '');
      found.set(row.id, {
        id: row.id,
        status: row.status,
        category: row.category,
        pwd: row.disability !== 'none' && percent >= MIN_DISABILITY_PERCENT,
        specialQuotas: row.specialQuotas,
        branches:
          row.programLevel === 'mba'
            ? [MBA_SPECIALIZATION]
            : [...(selection?.branchPreferences ?? [])].sort((a, b) => a.priority - b.priority).map((p) => p.branch),
      });
    }
  }
  return found;
}
