import type { Application } from '@college/contracts/entities/application';
import { INTAKES, intakeOf, type IntakeKey } from '@college/contracts/entities/intakes';
import { DEFAULT_MERIT_FORMULAS, type MeritFormula, type MeritIntake, type MeritListSummary } from '@college/contracts/entities/merit';
import type { Database } from '../../db/client';
import { inTransaction, withKeyLock } from '../../db/transaction';
import { conflict, notFound } from '../../lib/app-error';
import type { MeritRevision, PublishMeritList, RankMove } from '@college/contracts/entities/merit';
import type { Clock } from '../../lib/clock';
import type { FileAnswer } from '../../lib/file-answer';
import { meritCandidates } from '../applications/applications.api';
import { record, type Actor } from '../audit/audit.api';
import { meritCsv, meritPdf } from './merit-files';
import { meritLockKey } from './merit-erasure';
import { meritRepository, type MeritListRow } from './merit.repository';
import { meritHash, rank } from './ranking';

const TOP = 100;
const LIST_NOT_FOUND = 'Merit list not found';
const intakeInfo = (key: IntakeKey) => INTAKES.find((i) => i.key === key) ?? INTAKES[0];

function summary(row: Omit<MeritListRow, 'entries' | 'createdBy' | 'publishedBy'> & { applicants: number }): MeritListSummary {
  return {
    id: row.id,
    intake: row.intake,
    version: row.version,
    status: row.status,
    formula: row.formula,
    formulaVersion: row.formulaVersion,
    hash: row.hash,
    applicants: row.applicants,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** Everyone whose rank differs between two versions (or who is on only one), by their new rank. */
function rankMoves(before: readonly { applicationId: string; rank: number }[], after: readonly { applicationId: string; rank: number }[]) {
  const was = new Map(before.map((e) => [e.applicationId, e.rank]));
  const now = new Map(after.map((e) => [e.applicationId, e.rank]));
  const moves: RankMove[] = [];
  for (const [applicationId, to] of now) {
    const from = was.get(applicationId) ?? null;
    if (from !== to) moves.push({ applicationId, from, to, by: from === null ? null : to - from });
  }
  for (const [applicationId, from] of was) if (!now.has(applicationId)) moves.push({ applicationId, from, to: null, by: null });
  return moves;
}

/** Merit lists: the admin's formula per intake, provisional versions, and the published, frozen ones. */
export function meritService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function formulaOf(tx: Database, intake: IntakeKey): Promise<{ formula: MeritFormula; version: number }> {
    const row = await meritRepository(tx).formula(intake);
    // A formula saved before ranking by the index mark was offered ranked by a percentage.
    return row
      ? { formula: { ...row.formula, basis: row.formula.basis === 'index-mark' ? 'index-mark' : 'percentage' }, version: row.version }
      : { formula: DEFAULT_MERIT_FORMULAS[intake], version: 1 };
  }

  async function view(tx: Database, intake: IntakeKey): Promise<MeritIntake> {
    const repo = meritRepository(tx);
    // One after the other: `tx` may be a transaction, which holds one connection.
    const { formula, version } = await formulaOf(tx, intake);
    const lists = await repo.lists(intake);
    const newest = lists[0] ? await repo.find(lists[0].id) : undefined;
    return {
      intake,
      label: intakeInfo(intake).label,
      formula,
      formulaVersion: version,
      lists: lists.map(summary),
      top: newest?.entries.slice(0, TOP) ?? [],
    };
  }

  return {
    /** The page's view; the first places of the newest list hold names, so the read is recorded. */
    async intake(actor: Actor, intake: IntakeKey): Promise<MeritIntake> {
      const result = await view(db, intake);
      if (result.top.length > 0) {
        await record(db, actor, 'list', 'merit_list', result.lists[0]?.id ?? intake, {
          applicationIds: result.top.map((e) => e.applicationId),
        });
      }
      return result;
    },

    async setFormula(actor: Actor, intake: IntakeKey, formula: MeritFormula): Promise<MeritIntake> {
      return withKeyLock(db, meritLockKey(intake), async (tx) => {
        const before = await formulaOf(tx, intake);
        await meritRepository(tx).saveFormula(intake, formula, before.version + 1, clock.now());
        await record(tx, actor, 'change', 'merit_formula', intake, { from: before, to: { formula, version: before.version + 1 } });
        return view(tx, intake);
      });
    },

    /** Ranks the intake as it stands: a new provisional version; nothing published is touched. */
    async compute(actor: Actor, intake: IntakeKey): Promise<MeritListSummary> {
      return withKeyLock(db, meritLockKey(intake), async (tx) => {
        const info = intakeInfo(intake);
        const { formula, version: formulaVersion } = await formulaOf(tx, intake);
        const entries = rank(formula, await meritCandidates(tx, info.level, info.mode));
        const repo = meritRepository(tx);
        const version = ((await repo.lists(intake))[0]?.version ?? 0) + 1;
        const row = await repo.insert({
          intake,
          version,
          status: 'provisional',
          formula,
          formulaVersion,
          entries,
          hash: meritHash({ intake, formula, formulaVersion, entries }),
          createdBy: actor.staffId,
          createdAt: clock.now(),
        });
        await record(tx, actor, 'change', 'merit_list', row.id, { intake, version, applicants: entries.length, hash: row.hash });
        return summary({ ...row, applicants: entries.length });
      });
    },

    /** Publishes the intake's newest list, if it is still provisional. From then on the database refuses to change it. */
    async publish(actor: Actor, id: string, request: PublishMeritList = {}): Promise<MeritListSummary> {
      const found = await meritRepository(db).find(id);
      if (!found) throw notFound(LIST_NOT_FOUND);
      return withKeyLock(db, meritLockKey(found.intake), async (tx) => {
        const repo = meritRepository(tx);
        const row = await repo.find(id);
        if (!row) throw notFound(LIST_NOT_FOUND);
        if (row.status === 'published') throw conflict('This list is already published');
        if ((await repo.lists(row.intake))[0]?.id !== row.id) {
          throw conflict('A newer version of this list exists: publish that one');
        }
        // Seats were given by a version already: the new one applies from the next round only (each
        // published round keeps the version it ranked by, and a seat held carries into the next).
        const revision = (await repo.listOfNewestRound(row.intake)) !== undefined;
        if (revision && !request.revisionReason) {
          throw conflict(
            `A round is already published from an earlier version: version ${row.version} is a revision and applies from the next round only. Give its reason`,
          );
        }
        const now = clock.now();
        await repo.publish(id, actor.staffId, now);
        await record(tx, actor, 'decision', 'merit_list', id, {
          published: true,
          intake: row.intake,
          version: row.version,
          hash: row.hash,
          ...(revision ? { revisionReason: request.revisionReason } : {}),
        });
        return summary({ ...row, status: 'published', publishedAt: now, applicants: row.entries.length });
      });
    },

    /** Who a version moves against the one in force, before it is published; the read is recorded with whom it names. */
    async revision(actor: Actor, id: string): Promise<MeritRevision> {
      const repo = meritRepository(db);
      const row = await repo.find(id);
      if (!row) throw notFound(LIST_NOT_FOUND);
      const ofRound = await repo.listOfNewestRound(row.intake);
      const against = ofRound ?? (await repo.latestPublished(row.intake));
      const moves = rankMoves(against?.id === row.id ? row.entries : (against?.entries ?? []), row.entries);
      await record(db, actor, 'list', 'merit_list', id, {
        revisionOf: against?.id ?? null,
        applicationIds: moves.map((m) => m.applicationId),
      });
      return {
        version: row.version,
        againstVersion: against?.version ?? null,
        revision: ofRound !== undefined && ofRound.id !== row.id,
        applicantsBefore: against?.entries.length ?? 0,
        applicantsAfter: row.entries.length,
        moves,
      };
    },

    /** The list as a file: the notice board's PDF, or the office's CSV with names (its download is recorded). */
    async file(actor: Actor, id: string, format: 'pdf' | 'csv'): Promise<FileAnswer> {
      const row = await meritRepository(db).find(id);
      if (!row) throw notFound(LIST_NOT_FOUND);
      const info = intakeInfo(row.intake);
      const filename = `merit-${row.intake}-v${row.version}${row.status === 'published' ? '' : '-provisional'}.${format}`;
      // Whom the file contained, so each applicant's copy of their data lists it (names in the CSV;
      // numbers and ranks in the PDF, which still say who is on the list).
      await record(db, actor, 'export', 'merit_list', id, {
        format,
        applicants: row.entries.length,
        applicationIds: row.entries.map((e) => e.applicationId),
      });
      if (format === 'csv') return { filename, contentType: 'text/csv; charset=utf-8', body: meritCsv(row, row.formula.tieBreaks) };
      return { filename, contentType: 'application/pdf', body: await meritPdf(row, info.label) };
    },

    /**
     * The applicant's place on the list in force: the one the newest published round ranked by (a
     * revision shows from the next round), else, for one that round did not rank, the newest
     * published list; or null.
     */
    async rankOf(application: Application) {
      const choice = application.programSelections[0];
      const intake = choice ? intakeOf(choice.programLevel, choice.mode) : null;
      // On hold or rejected since the list was published: no rank is shown while it stays so.
      if (!intake || application.currentStage !== 'submitted' || application.status === 'on_hold' || application.status === 'rejected')
        return null;
      const id = application.applicationId;
      // One ranked by the newest round keeps that place; one the round did not rank (ranked since, in
      // a revision) reads the newest published list, whose place applies to them from the next round.
      const list = await inTransaction(db, async (tx) => {
        const ofRound = await meritRepository(tx).listOfNewestRound(intake.key);
        if (ofRound?.entries.some((e) => e.applicationId === id)) return ofRound;
        return meritRepository(tx).latestPublished(intake.key);
      });
      const entry = list?.entries.find((e) => e.applicationId === id);
      if (!list || !entry || !list.publishedAt) return null;
      return {
        rank: entry.rank,
        of: list.entries.length,
        label: intake.label,
        version: list.version,
        publishedAt: list.publishedAt.toISOString(),
      };
    },
  };
}
export type MeritService = ReturnType<typeof meritService>;
