import {
  allotmentBlocks,
  allotmentBranches,
  roundName,
  type AllotmentIntake,
  type ApplicantAllotment,
  type Override,
  type PublishRound,
  type RoundKind,
  type RoundView,
  type RunRound,
  type SeatMatrixInput,
} from '@college/contracts/entities/allotment';
import { INTAKES, intakeOf, type IntakeKey } from '@college/contracts/entities/intakes';
import { displayDay, todayInKolkata } from '@college/contracts/rules/day';
import { CONVERSION_POLICY, conversionsInForce, SEAT_RULES } from '@college/contracts/rules/seat-matrix';
import type { Database } from '../../db/client';
import { withKeyLock } from '../../db/transaction';
import { conflict, forbidden, invalidField, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FileAnswer } from '../../lib/file-answer';
import { allotmentCandidates, applicationForOffice } from '../applications/applications.api';
import { record, type Actor } from '../audit/audit.api';
import { meritListVersions, publishedMeritList } from '../merit/merit.api';
import { allotmentRepository, type RoundRow, type SeatMatrixRow } from './allotment.repository';
import { roundCsv, roundPdf, roundXlsx } from './allotment-files';
import { allot, carriedOver, type Programme, type Seat } from './engine';
import { tellRoundPublished } from './allotment-notice';
import { decidedBefore } from './choices';
import { provenClaim } from './documents';
import { joiningRepository } from './joining.repository';
import { toSeat } from './explain';
import { enginePrograms, programmeCode, proposedMatrix } from './matrix';
import { engineApplicants, inTheRunning, spotDecided, type Decided } from './round-input';
import { overLimit } from './override-limit';
import { windowOpen } from '@college/contracts/rules/day';
import { effectiveSeats, figuresOf, finalListOf, inputOf, resultOf, roundSummary, roundView, type RoundResult } from './round-view';

const ROUND_NOT_FOUND = 'Round not found';
const sameSeat = (a: Seat | null | undefined, b: Seat | null | undefined) =>
  Boolean(a && b && a.programme === b.programme && a.category === b.category);
const lockKey = (intake: IntakeKey) => `allotment:${intake}`;
const labelOf = (intake: IntakeKey) => INTAKES.find((i) => i.key === intake)?.label ?? intake;
/** What a new matrix names until the office enters its own order. */
const DEMO_ORDER = `Kerala polytechnic prospectus shares, rules ${SEAT_RULES.version} (${SEAT_RULES.source})`;

/** Why this kind of round cannot run now, given the rounds published before it; null when it may. */
function sequenceProblem(kind: RoundKind, published: readonly RoundRow[]): string | null {
  const has = (k: RoundKind) => published.some((r) => r.kind === k);
  if (has('spot')) return 'The spot round is published: the season’s allotment is over';
  if (kind === 'trial' && has('round')) return 'The trial allotment comes before the first allotment';
  if (kind === 'trial' && has('trial')) return 'The trial allotment is already published: run the first allotment';
  if (kind === 'round' && !has('trial')) return 'Publish the trial allotment first';
  if (kind === 'spot' && !has('round')) return 'Publish at least one allotment before the spot round';
  return null;
}

/**
 * Rounds go in order: publishing one while the round before is open for its applicants cuts its
 * window short, so it is refused unless the admin publishes anyway and says why.
 */
function outOfOrderProblem(actor: Actor, open: RoundRow, row: RoundRow, request: PublishRound) {
  const until = `${roundName(open.kind, open.number)} is open for its applicants until ${displayDay(open.deadline ?? '')}`;
  if (!request.outOfOrderReason) {
    throw conflict(
      `${until}: publish ${roundName(row.kind, row.number)} after that day, or the admin may publish it now giving the reason`,
    );
  }
  if (!actor.roles.includes('admin'))
    throw forbidden(`${until}: only the admin may publish ${roundName(row.kind, row.number)} before then`);
}

/** The seats the newest binding round left, each kept by its holder into the next. */
function heldSeats(binding: RoundRow | undefined): Map<string, Seat> {
  const held = new Map<string, Seat>();
  if (binding) for (const [id, seat] of Object.entries(effectiveSeats(binding))) if (seat) held.set(id, seat);
  return held;
}

/**
 * Seats joined at the desk, out of the rounds from then on: those the round before took out and
 * are still joined, and those its holders joined since (a supernumerary seat took none of the
 * matrix's). `taken` leave the next round's seats; `back` return to them, their admission cancelled.
 */
function joinedSeats(binding: RoundRow | undefined, held: ReadonlyMap<string, Seat>, admitted: ReadonlySet<string>) {
  const joined: Record<string, Seat> = {};
  const taken: Seat[] = [];
  const back: Seat[] = [];
  if (!binding) return { joined, taken, back };
  for (const [id, seat] of Object.entries(resultOf(binding).joined ?? {})) {
    if (admitted.has(id)) joined[id] = seat;
    else back.push(seat);
  }
  const over = finalListOf(binding).supernumerary;
  for (const [id, seat] of held) {
    if (!admitted.has(id) || over.has(id)) continue;
    taken.push(seat);
    joined[id] = seat;
  }
  return { joined, taken, back };
}

/** The programmes with seats taken out and given back, category by category. */
function withSeats(programmes: readonly Programme[], taken: readonly Seat[], back: readonly Seat[]): Programme[] {
  const change = (code: string, category: string) =>
    back.filter((s) => s.programme === code && s.category === category).length -
    taken.filter((s) => s.programme === code && s.category === category).length;
  return programmes.map((p) => ({
    ...p,
    categories: p.categories.map((c) => ({ ...c, seats: Math.max(0, c.seats + change(p.code, c.code)) })),
  }));
}

/** The seat matrix, the rounds run on it, and what each applicant got and why. Admin and admissions only. */
export function allotmentService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function versions(tx: Database, row: RoundRow) {
    const repo = allotmentRepository(tx);
    const matrix = await repo.matrix(row.matrixId);
    const lists = await meritListVersions(tx, row.intake);
    return { matrixVersion: matrix?.version ?? 0, meritListVersion: lists.get(row.meritListId) ?? 0 };
  }

  async function summaryOf(tx: Database, row: RoundRow) {
    const v = await versions(tx, row);
    return roundSummary(row, v.matrixVersion, v.meritListVersion);
  }

  async function view(tx: Database, intake: IntakeKey): Promise<AllotmentIntake> {
    const repo = allotmentRepository(tx);
    // One after the other: `tx` may be a transaction, which holds one connection.
    const matrix = await repo.newestMatrix(intake);
    const rounds = await repo.rounds(intake);
    const list = await publishedMeritList(tx, intake);
    const summaries = [];
    for (const r of rounds) summaries.push(await summaryOf(tx, r));
    return {
      intake,
      label: labelOf(intake),
      branches: [...allotmentBranches(intake)],
      blocks: [...allotmentBlocks(intake)],
      rules: { version: SEAT_RULES.version, source: SEAT_RULES.source },
      matrix: matrix ? matrixView(matrix) : null,
      proposed: proposedMatrix(intake, DEMO_ORDER),
      rounds: summaries,
      meritListVersion: list?.version ?? null,
    };
  }

  function matrixView(row: SeatMatrixRow) {
    return {
      id: row.id,
      version: row.version,
      status: row.status,
      order: row.order,
      rulesVersion: row.rulesVersion,
      blocks: row.blocks,
      createdAt: row.createdAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
    };
  }

  /** The newest published round that holds seats (the trial binds nobody), and the newest published of any kind. */
  function previousRounds(rounds: readonly RoundRow[]) {
    const published = rounds.filter((r) => r.status === 'published');
    return { published, binding: published.find((r) => r.kind !== 'trial'), last: published[0] };
  }

  /**
   * Who has left the allotment and who keeps a seat, as the next round of this kind reads them;
   * the spot round's view is of those registered present (and how many there are).
   */
  async function whoDecided(
    tx: Database,
    intake: IntakeKey,
    kind: RoundKind,
    rounds: readonly RoundRow[],
    held: ReadonlyMap<string, Seat>,
    entries: readonly { applicationId: string }[],
  ): Promise<{ decided: Decided; present: number }> {
    const before = await decidedBefore(tx, rounds, clock.now());
    if (kind !== 'spot') return { decided: before, present: 0 };
    const present = new Set((await allotmentRepository(tx).spotRegistrations(intake)).map((r) => r.applicationId));
    const everyone = entries.map((e) => e.applicationId);
    return { decided: spotDecided(before, present, held, everyone), present: present.size };
  }

  async function loadRound(tx: Database, id: string): Promise<RoundRow> {
    const row = await allotmentRepository(tx).round(id);
    if (!row) throw notFound(ROUND_NOT_FOUND);
    return row;
  }

  async function fullView(tx: Database, row: RoundRow): Promise<RoundView> {
    return roundView(row, await summaryOf(tx, row));
  }

  return {
    async intake(_actor: Actor, intake: IntakeKey): Promise<AllotmentIntake> {
      return view(db, intake);
    },

    /** A new draft version; refused once a matrix is published (it is frozen for the season). */
    async saveMatrix(actor: Actor, intake: IntakeKey, input: SeatMatrixInput): Promise<AllotmentIntake> {
      if (input.intake !== intake) throw invalidField('intake', 'The matrix is for another intake');
      return withKeyLock(db, lockKey(intake), async (tx) => {
        const repo = allotmentRepository(tx);
        const newest = await repo.newestMatrix(intake);
        if (newest?.status === 'published') throw conflict('The seat matrix is published and frozen for the season');
        const row = await repo.insertMatrix({
          intake,
          version: (newest?.version ?? 0) + 1,
          order: input.order,
          rulesVersion: SEAT_RULES.version,
          blocks: input.blocks,
          createdBy: actor.staffId,
          createdAt: clock.now(),
        });
        await record(tx, actor, 'change', 'seat_matrix', row.id, { intake, version: row.version, order: row.order, blocks: row.blocks });
        return view(tx, intake);
      });
    },

    async publishMatrix(actor: Actor, intake: IntakeKey): Promise<AllotmentIntake> {
      return withKeyLock(db, lockKey(intake), async (tx) => {
        const repo = allotmentRepository(tx);
        const newest = await repo.newestMatrix(intake);
        if (!newest) throw conflict('Save a seat matrix before publishing it');
        if (newest.status === 'published') throw conflict('The seat matrix is already published');
        await repo.publishMatrix(newest.id, actor.staffId, clock.now());
        await record(tx, actor, 'decision', 'seat_matrix', newest.id, { intake, version: newest.version, published: true });
        return view(tx, intake);
      });
    },

    /** Runs the next round of its kind on the published matrix and merit list: a preview, replacing any earlier one. */
    async run(actor: Actor, intake: IntakeKey, request: RunRound): Promise<RoundView> {
      if (request.deadline === null) throw invalidField('deadline', 'Enter the last day to act on the result');
      if (request.deadline < todayInKolkata(clock.now())) throw invalidField('deadline', 'The last day cannot be before today');
      return withKeyLock(db, lockKey(intake), async (tx) => {
        const repo = allotmentRepository(tx);
        const matrix = await repo.newestMatrix(intake);
        if (matrix?.status !== 'published') throw conflict('Publish the seat matrix first');
        const list = await publishedMeritList(tx, intake);
        if (!list) throw conflict('Publish the merit list first');
        const rounds = await repo.rounds(intake);
        const { published, binding, last } = previousRounds(rounds);
        const problem = sequenceProblem(request.kind, published);
        if (problem) throw conflict(problem);
        const number = request.kind === 'round' ? published.filter((r) => r.kind === 'round').length + 1 : 1;

        // A later round starts from the seats the round before left, each kept seat its holder's last option.
        const held = heldSeats(binding);
        // A seat joined at the desk leaves the round with its student; one whose admission was cancelled comes back.
        const { joined, taken, back } = joinedSeats(binding, held, new Set(await joiningRepository(tx).admittedIn(intake)));
        const programmes = binding
          ? withSeats(carriedOver(inputOf(binding).programmes, resultOf(binding).capacities), taken, back)
          : enginePrograms(matrix.blocks);
        const candidates = await allotmentCandidates(
          tx,
          list.entries.map((e) => e.applicationId),
        );
        // A certificate rejected at the desk: the claim it carried no longer counts.
        const marks = await joiningRepository(tx).documentsOf([...candidates.keys()]);
        for (const [id, c] of candidates) {
          const proven = provenClaim(
            { category: c.category, disability: c.pwd },
            marks.filter((m) => m.applicationId === id),
          );
          candidates.set(id, { ...c, category: proven.category, pwd: proven.disability });
        }
        const { decided, present } = await whoDecided(tx, intake, request.kind, rounds, held, list.entries);
        if (request.kind === 'spot' && present === 0) throw conflict('Register the applicants present before running the spot round');
        const { applicants, leftOut } = engineApplicants(list.entries, candidates, matrix.blocks, held, decided);
        // Only the rules in force for this round reach the engine; it converts by what it is given.
        const toStateMerit = request.kind === 'spot' || request.releaseToStateMerit;
        const inForce = conversionsInForce(request.kind, toStateMerit);
        const input = { programmes, applicants, conversions: inForce.map(({ from, to }) => ({ from, to })) };
        const result = allot(input);
        // A supernumerary seat kept as it was stays over the matrix: it takes none of the seats carried over.
        const over = binding ? finalListOf(binding).supernumerary : new Map<string, string>();
        const kept = [...over].filter(([id]) => sameSeat(result.seats[id], held.get(id)));
        const stored: RoundResult = {
          ...result,
          leftOut,
          before: last ? effectiveSeats(last) : {},
          supernumerary: Object.fromEntries(kept),
          release: { policyVersion: CONVERSION_POLICY.version, toStateMerit, rules: inForce },
          joined,
        };

        await repo.dropPreviews(intake);
        const row = await repo.insertRound({
          intake,
          kind: request.kind,
          number,
          deadline: request.deadline,
          matrixId: matrix.id,
          meritListId: list.id,
          previousRoundId: last?.id ?? null,
          engine: result.engine,
          hash: result.hash,
          input,
          result: stored,
          applicants: applicants.length,
          allotted: Object.values(result.seats).filter(Boolean).length,
          createdBy: actor.staffId,
          createdAt: clock.now(),
        });
        await record(tx, actor, 'change', 'allotment_round', row.id, {
          intake,
          round: roundName(row.kind, row.number),
          hash: row.hash,
          engine: row.engine,
          applicants: row.applicants,
          allotted: row.allotted,
          conversions: result.conversions.length,
          releaseToStateMerit: toStateMerit,
        });
        return fullView(tx, row);
      });
    },

    /** A round applicant by applicant: application numbers with their seats, so the read is recorded. */
    async round(actor: Actor, id: string): Promise<RoundView> {
      const row = await loadRound(db, id);
      const result = await fullView(db, row);
      await record(db, actor, 'list', 'allotment_round', id, { applicationIds: result.rows.map((r) => r.applicationId) });
      return result;
    },

    /** The office sets one seat of a preview over the engine's result; the reason is published with it. */
    async override(actor: Actor, id: string, input: Override): Promise<RoundView> {
      const found = await loadRound(db, id);
      return withKeyLock(db, lockKey(found.intake), async (tx) => {
        const row = await loadRound(tx, id);
        if (row.status === 'published') throw conflict('A published round is frozen: override in the next round');
        if (!inputOf(row).applicants.some((a) => a.id === input.applicationId)) {
          throw invalidField('applicationId', 'This application is not in the round');
        }
        if (input.seat) {
          const code = programmeCode(input.seat.block, input.seat.branch);
          const programme = inputOf(row).programmes.find((p) => p.code === code);
          if (!programme?.categories.some((c) => c.code === input.seat?.category)) throw invalidField('seat', 'No such seat in the matrix');
        }
        const stored = input.supernumerary ? input : { ...input, supernumeraryReason: '' };
        const overrides = [
          ...row.overrides.filter((o) => o.applicationId !== input.applicationId),
          { ...stored, by: actor.staffId, at: clock.now().toISOString() },
        ];
        // Held under the intake's lock, on the row read inside it: two overrides at once on the
        // last seat of a category are checked one after the other, and the second is refused.
        const full = overLimit(figuresOf(row), figuresOf({ ...row, overrides }), input);
        if (full) throw invalidField('seat', full);
        await allotmentRepository(tx).setOverrides(id, overrides);
        await record(tx, actor, 'decision', 'allotment_round', id, {
          override: input.applicationId,
          from: toSeat(resultOf(row).seats[input.applicationId]),
          to: input.seat,
          reason: input.reason,
          ...(input.supernumerary ? { supernumerary: input.supernumeraryReason } : {}),
        });
        return fullView(tx, { ...row, overrides });
      });
    },

    /**
     * Publishes a preview, if nothing was published since it ran and the round before is past its
     * last day (the admin may publish before it, saying why). From then on the database refuses to change it.
     */
    async publish(actor: Actor, id: string, request: PublishRound = {}): Promise<RoundView> {
      const found = await loadRound(db, id);
      return withKeyLock(db, lockKey(found.intake), async (tx) => {
        const row = await loadRound(tx, id);
        const repo = allotmentRepository(tx);
        if (row.status === 'published') throw conflict('This round is already published');
        const { last } = previousRounds(await repo.rounds(row.intake));
        const list = await publishedMeritList(tx, row.intake);
        if ((last?.id ?? null) !== row.previousRoundId || list?.id !== row.meritListId) {
          throw conflict('Something this preview was run on has changed since: run it again');
        }
        const now = clock.now();
        const early = last && windowOpen(last.deadline, now) ? last : null;
        if (early) outOfOrderProblem(actor, early, row, request);
        // Whoever has left since the preview ran (admitted, declined, lapsed) would be given a seat and told of it.
        const rounds = await repo.rounds(row.intake);
        const binding = previousRounds(rounds).binding;
        const { decided } = await whoDecided(tx, row.intake, row.kind, rounds, heldSeats(binding), list.entries);
        const left = inputOf(row).applicants.filter((a) => !inTheRunning(a.id, decided)).length;
        if (left > 0) {
          const who = left === 1 ? '1 applicant has' : `${left} applicants have`;
          throw conflict(`${who} left the allotment since this preview ran (admitted, declined or lapsed): run it again`);
        }
        await repo.publishRound(id, actor.staffId, now);
        const told = await tellRoundPublished(tx, row, now, (applicationId) => inTheRunning(applicationId, decided));
        await record(tx, actor, 'decision', 'allotment_round', id, {
          published: true,
          intake: row.intake,
          round: roundName(row.kind, row.number),
          hash: row.hash,
          overrides: row.overrides.length,
          told,
          ...(early ? { beforeLastDayOf: roundName(early.kind, early.number), outOfOrderReason: request.outOfOrderReason } : {}),
        });
        return fullView(tx, { ...row, status: 'published', publishedAt: now, publishedBy: actor.staffId });
      });
    },

    async file(actor: Actor, id: string, format: 'pdf' | 'csv' | 'xlsx'): Promise<FileAnswer> {
      const row = await loadRound(db, id);
      const result = await fullView(db, row);
      const name = `allotment-${row.intake}-${row.kind}-${row.number}${row.status === 'published' ? '' : '-preview'}`;
      await record(db, actor, 'export', 'allotment_round', id, { format, applicationIds: result.rows.map((r) => r.applicationId) });
      if (format === 'csv') return { filename: `${name}.csv`, contentType: 'text/csv; charset=utf-8', body: roundCsv(result) };
      if (format === 'xlsx') {
        return {
          filename: `${name}.xlsx`,
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          body: roundXlsx(result),
        };
      }
      return { filename: `${name}.pdf`, contentType: 'application/pdf', body: await roundPdf(result, labelOf(row.intake)) };
    },

    /** The applicant's result in the newest round of their intake, option by option; null before any round. */
    async forApplication(actor: Actor, applicationId: string): Promise<ApplicantAllotment> {
      const found = await applicationForOffice(db, applicationId);
      if (!found) throw notFound('Application not found');
      const selection = found.selections.find((s) => s.selected);
      const intake = intakeOf(found.row.programLevel, selection?.mode ?? found.row.diplomaMode);
      if (!intake) return null;
      const [row] = await allotmentRepository(db).rounds(intake.key);
      if (!row) return null;
      await record(db, actor, 'read', 'allotment_round', row.id, { applicationIds: [applicationId] });
      const input = inputOf(row);
      const result = resultOf(row);
      const summary = await summaryOf(db, row);
      const applicant = input.applicants.find((a) => a.id === applicationId);
      if (!applicant) {
        const left = result.leftOut.find((l) => l.applicationId === applicationId);
        return {
          round: summary,
          rank: null,
          category: found.row.category,
          seat: null,
          override: null,
          summary: left ? `Not in this round: ${left.reason.toLowerCase()}` : 'Not in this round: not on the published merit list',
          lines: [],
        };
      }
      const override = row.overrides.find((o) => o.applicationId === applicationId) ?? null;
      const explained = figuresOf(row).explain(applicant);
      return {
        round: summary,
        rank: applicant.rank,
        category: applicant.category,
        seat: toSeat(effectiveSeats(row)[applicationId]),
        override: override?.reason ?? null,
        summary: explained.summary,
        lines: explained.lines,
      };
    },
  };
}
export type AllotmentService = ReturnType<typeof allotmentService>;
