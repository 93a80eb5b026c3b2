import { intakeOf, type IntakeKey } from '@college/contracts/entities/intakes';
import type { AllottedSeat } from '@college/contracts/entities/allotment';
import {
  admissionNumber,
  DEFAULT_ADMISSION_NUMBER_FORMAT,
  intakeLabel,
  type Admission,
  type JoiningView,
  type Register,
} from '@college/contracts/entities/joining';
import { holdsAny, DECISION_ROLES, PHOTO_ROLES } from '@college/contracts/roles';
import { currentYearInKolkata } from '@college/contracts/rules/day';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { applicantNames, applicationForOffice, lockForOffice } from '../applications/applications.api';
import { record, type Actor } from '../audit/audit.api';
import { allotmentRepository, type RoundRow } from './allotment.repository';
import { toSeat } from './explain';
import type { FileAnswer } from '../../lib/file-answer';
import type { DocumentsView } from '@college/contracts/entities/admission-documents';
import { claimOf, documentsProblem, documentsView } from './documents';
import { joiningRepository, type AdmissionRow } from './joining.repository';
import { registerFile } from './register-files';
import { feePosition, ONLINE, refundOnLeavingFor, type FeeRefunds } from './admission-fee';
import { admissionFeeAccount, refundAdmissionFee } from '../payments/payments.api';
import { programmeCode } from './matrix';
import { effectiveSeats, finalListOf, resultOf } from './round-view';

// The reporting desk: an applicant who accepted their seat is admitted in one transaction (the
// seat counted against its category's cap, the year's next admission number, the fee's receipt,
// the audit); a cancelled admission gives the seat back to the next round.

const seatOfRow = (a: AdmissionRow): AllottedSeat => ({ block: a.block, branch: a.branch, category: a.category });
const sameSeat = (a: AllottedSeat, b: AllottedSeat) => a.block === b.block && a.branch === b.branch && a.category === b.category;

function toAdmission(a: AdmissionRow): Admission {
  return {
    admissionNumber: a.admissionNumber,
    applicationId: a.applicationId,
    intake: a.intake,
    seat: seatOfRow(a),
    feeReceipt: a.feeReceipt,
    status: a.status,
    admittedAt: a.admittedAt.toISOString(),
    cancelledAt: a.cancelledAt?.toISOString() ?? null,
    cancelReason: a.cancelReason,
    supernumerary: a.supernumerary,
  };
}

/** The seat to join on; `supernumerary` is the order that puts it over the matrix, null for a seat of the matrix. */
type Accepted = { seat: AllottedSeat; round: RoundRow; capacity: number; supernumerary: string | null };

/** The seat the applicant accepted and still holds in the newest published round, or why there is none. */
async function acceptedSeat(db: Database, applicationId: string, intake: IntakeKey): Promise<Accepted | { problem: string }> {
  const repo = allotmentRepository(db);
  const round = (await repo.rounds(intake)).find((r) => r.status === 'published' && r.kind !== 'trial');
  if (!round) return { problem: 'No allotment has been published for this programme' };
  // At the spot admission a seat declined before does not count: whoever came on the day chose again.
  const choices = (await repo.choicesOf(applicationId)).filter(
    (c) => round.kind !== 'spot' || c.roundId === round.id || c.choice === 'accept',
  );
  if (choices.some((c) => c.choice === 'decline')) return { problem: 'The applicant declined their seat' };
  if (!choices.some((c) => c.choice === 'accept')) return { problem: 'The applicant has not accepted a seat' };
  const seat = toSeat(effectiveSeats(round)[applicationId]);
  if (!seat) return { problem: 'The applicant holds no seat in the newest round' };
  const capacity = resultOf(round).capacities[programmeCode(seat.block, seat.branch)]?.[seat.category] ?? 0;
  return { seat, round, capacity, supernumerary: finalListOf(round).supernumerary.get(applicationId) ?? null };
}

/** The desk takes the fee itself: it is never paid online from here. */
const DESK = 'Take it at the desk';
const WAIVED = 'No fee: concession';

export function joiningService(deps: { db: Database; clock: Clock } & FeeRefunds) {
  const { db, clock } = deps;

  /** The application's intake, and why it cannot be admitted whatever its seat (on hold, rejected); null when it can. */
  async function applicationFacts(tx: Database, id: string): Promise<{ intake: IntakeKey; held: string | null; documents: DocumentsView }> {
    const found = await applicationForOffice(tx, id);
    if (!found) throw notFound('Application not found');
    const selection = found.selections.find((s) => s.selected);
    const intake = intakeOf(found.row.programLevel, selection?.mode ?? found.row.diplomaMode);
    if (!intake) throw conflict('The application has no programme');
    const held = ['verified', 'approved'].includes(found.row.status) ? null : `The application is ${found.row.status.replace('_', ' ')}`;
    const documents = documentsView(claimOf(found.row), await joiningRepository(tx).documentsOf([id]));
    return { intake: intake.key, held, documents };
  }

  async function view(tx: Database, id: string): Promise<JoiningView> {
    const { intake, held, documents } = await applicationFacts(tx, id);
    const admission = await joiningRepository(tx).admissionOf(id);
    const fee = async () => (await feePosition(tx, id, intake, DESK)).view;
    if (admission?.status === 'admitted')
      return { admission: toAdmission(admission), seat: seatOfRow(admission), blocked: null, fee: await fee() };
    if (admission) {
      return {
        admission: toAdmission(admission),
        seat: null,
        blocked: 'The admission was cancelled: its seat went back to the next round',
        fee: await fee(),
      };
    }
    const accepted = await acceptedSeat(tx, id, intake);
    if ('problem' in accepted) return { admission: null, seat: null, blocked: accepted.problem, fee: null };
    return { admission: null, seat: accepted.seat, blocked: held ?? documentsProblem(documents, accepted.seat.category), fee: await fee() };
  }

  return {
    async view(actor: Actor, id: string): Promise<JoiningView> {
      const result = await view(db, id);
      await record(db, actor, 'read', 'admission', id, {});
      return result;
    },

    /** Admits the applicant on their accepted seat, or refuses with 409 and changes nothing. */
    async confirm(actor: Actor, id: string, deskReceipt: string): Promise<JoiningView> {
      const admitted = await inTransaction(db, async (tx) => {
        // Two clerks at the same applicant: the second waits here and then finds the admission.
        if (!(await lockForOffice(tx, id))) throw notFound('Application not found');
        const { intake, held, documents } = await applicationFacts(tx, id);
        const repo = joiningRepository(tx);
        const existing = await repo.admissionOf(id);
        if (existing?.status === 'admitted') throw conflict(`Already admitted: ${existing.admissionNumber}`);
        if (existing) throw conflict('The admission was cancelled: its seat went back to the next round');
        if (held) throw conflict(held);
        const accepted = await acceptedSeat(tx, id, intake);
        if ('problem' in accepted) throw conflict(accepted.problem);
        const { seat, round, capacity, supernumerary } = accepted;
        const missing = documentsProblem(documents, seat.category);
        if (missing) throw conflict(missing);
        // The fee: paid online (its payments are the receipt), waived by a concession, or the
        // balance taken at the desk with its receipt; a seat is not joined with money owed.
        const fee = await feePosition(tx, id, intake, DESK);
        if (fee.duePaise > 0 && !deskReceipt) {
          throw conflict(`₹${fee.view.dueRupees} of the admission fee is due: take it at the desk and enter its receipt number`);
        }
        const feeReceipt =
          deskReceipt || (fee.view.paidRupees > 0 ? `${ONLINE} ${(await admissionFeeAccount(tx, id)).receipts.join(', ')}` : WAIVED);
        // A supernumerary seat is over the matrix by its order: joined without taking one of the
        // category's seats. Any other is counted against the cap, which the database holds.
        if (supernumerary) await repo.countSeats({ intake, ...seat }, capacity);
        else if (!(await repo.takeSeat({ intake, ...seat }, capacity))) {
          throw conflict(`No seat left: ${seat.branch}, ${seat.category} is full`);
        }
        const now = clock.now();
        const year = currentYearInKolkata(now);
        const number = admissionNumber((await repo.format()) ?? DEFAULT_ADMISSION_NUMBER_FORMAT, {
          year,
          intake,
          branch: seat.branch,
          seq: await repo.nextNumber(year),
        });
        await repo.insertAdmission({
          applicationId: id,
          admissionNumber: number,
          intake,
          ...seat,
          roundId: round.id,
          feeReceipt,
          admittedBy: actor.staffId,
          admittedAt: now,
          supernumerary,
        });
        await record(tx, actor, 'decision', 'admission', id, {
          admissionNumber: number,
          seat,
          feeReceipt,
          ...(supernumerary ? { supernumerary } : {}),
        });
        return { view: await view(tx, id), excessPaise: deskReceipt ? 0 : fee.excessPaise };
      });
      // Paid online above the fee of the seat joined (a move to a seat that costs less): the rest goes back.
      if (admitted.excessPaise > 0) {
        await refundAdmissionFee(deps, 'system', id, admitted.excessPaise, 'Admission fee paid above the fee of the seat joined');
        return view(db, id);
      }
      return admitted.view;
    },

    async cancel(actor: Actor, id: string, reason: string): Promise<JoiningView> {
      return inTransaction(db, async (tx) => {
        if (!(await lockForOffice(tx, id))) throw notFound('Application not found');
        const repo = joiningRepository(tx);
        const admission = await repo.admissionOf(id);
        if (admission?.status !== 'admitted') throw conflict('There is no admission to cancel');
        await repo.cancel(id, actor.staffId, reason, clock.now());
        // A supernumerary admission took none of the category's seats: there is none to give back.
        if (!admission.supernumerary) await repo.freeSeat({ intake: admission.intake, ...seatOfRow(admission) });
        await record(tx, actor, 'decision', 'admission', id, { cancelled: admission.admissionNumber, reason });
        return admission.intake;
      }).then(async (intake) => {
        // What was paid online goes back by the refund policy; a fee taken at the desk is the desk's to return.
        await refundOnLeavingFor(deps, actor, id, intake, `Admission cancelled: ${reason}`);
        return view(db, id);
      });
    },

    /** The register of an intake; names masked for roles that do not read applicants' details in full. */
    async register(actor: Actor, intake: IntakeKey): Promise<Register> {
      const repo = joiningRepository(db);
      const [rows, seats, format] = await Promise.all([repo.admissionsOf(intake), repo.seatsOf(intake), repo.format()]);
      const names = await applicantNames(
        db,
        rows.map((r) => r.applicationId),
      );
      const masked = !holdsAny(actor.roles, [...DECISION_ROLES, ...PHOTO_ROLES]);
      await record(db, actor, 'list', 'admission_register', intake, { applicationIds: rows.map((r) => r.applicationId), masked });
      return {
        intake,
        label: intakeLabel(intake),
        format: format ?? DEFAULT_ADMISSION_NUMBER_FORMAT,
        rows: rows.map((r) => ({ ...toAdmission(r), name: nameFor(names.get(r.applicationId), masked) })),
        seats: seats.map((s) => ({
          block: s.block,
          branch: s.branch,
          category: s.category,
          capacity: s.capacity,
          filled: s.filled,
          supernumerary: rows.filter((r) => r.status === 'admitted' && r.supernumerary && sameSeat(seatOfRow(r), s)).length,
        })),
        masked,
      };
    },

    /** The register as a file; the export is recorded with the names it carries. */
    async file(actor: Actor, intake: IntakeKey, format: 'csv' | 'xlsx' | 'pdf'): Promise<FileAnswer> {
      const register = await this.register(actor, intake);
      await record(db, actor, 'export', 'admission_register', intake, {
        format,
        applicationIds: register.rows.map((r) => r.applicationId),
        masked: register.masked,
      });
      return registerFile(register, format, clock.now());
    },

    async setFormat(actor: Actor, format: string): Promise<{ format: string }> {
      return inTransaction(db, async (tx) => {
        const repo = joiningRepository(tx);
        const before = (await repo.format()) ?? DEFAULT_ADMISSION_NUMBER_FORMAT;
        await repo.setFormat(format, clock.now());
        await record(tx, actor, 'change', 'admission_number_format', '1', { from: before, to: format });
        return { format };
      });
    },
  };
}
export type JoiningService = ReturnType<typeof joiningService>;

/** A name as the register shows it: in full, or its initials for a role that sees details masked. */
function nameFor(name: string | null | undefined, masked: boolean): string {
  if (!name) return 'Erased at the applicant’s request';
  if (!masked) return name;
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => `${w[0] ?? ''}.`)
    .join(' ');
}
