import { roundName, type AllottedSeat } from '@college/contracts/entities/allotment';
import type { AllotmentChoice, ApplicantResult, ChoiceRequest, ReviseOptions } from '@college/contracts/entities/allotment-choice';
import { intakeOf } from '@college/contracts/entities/intakes';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, invalidField } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Application } from '@college/contracts/entities/application';
import { lockOwnedApplication, reviseBranchOrder } from '../applications/applications.api';
import { allotmentRepository, type ChoiceRow, type RoundRow } from './allotment.repository';
import { toSeat } from './explain';
import { joiningRepository } from './joining.repository';
import { loadDocuments } from './documents';
import { feePosition, refundOnLeavingFor, type FeeRefunds } from './admission-fee';
import { PAISE_PER_RUPEE } from '@college/contracts/constants';
import type { AdmissionFeeView } from '@college/contracts/entities/admission-fee';
import { programmeCode } from './matrix';
import { windowOpen } from '@college/contracts/rules/day';
import type { Decided } from './round-input';
import { effectiveSeats, figuresOf, inputOf, resultOf } from './round-view';

// The applicant's side of a published round: where they stand, and the one choice they make on a
// seat before the round's last day. The moves are the server's: the page offers what it allows.
//
// accept: the seat is theirs and frozen; later rounds try nothing higher.
// keep: the seat is held as their last option while later rounds try their higher ones.
// decline: the seat is given up and they leave the allotment.
// No choice by the last day: the seat lapses and they leave. A round run before the last day
// treats someone who has not chosen yet as keeping their seat.

const published = (rows: readonly RoundRow[]) => rows.filter((r) => r.status === 'published');
const binding = (r: RoundRow) => r.kind !== 'trial';
/** The moment the last day (India) ends. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999+05:30`).toISOString();
const isOpen = (r: RoundRow, now: Date) => binding(r) && windowOpen(r.deadline, now);

/** Choices on every published binding round of the intake, applicant by applicant, oldest round first. */
async function choicesByApplicant(db: Database, rounds: readonly RoundRow[]): Promise<Map<string, { row: ChoiceRow; round: RoundRow }[]>> {
  const byApplicant = new Map<string, { row: ChoiceRow; round: RoundRow }[]>();
  for (const round of [...published(rounds)].filter(binding).reverse()) {
    for (const row of await allotmentRepository(db).choices(round.id)) {
      byApplicant.set(row.applicationId, [...(byApplicant.get(row.applicationId) ?? []), { row, round }]);
    }
  }
  return byApplicant;
}

/** What the next round reads from the rounds before: accepted seats, and who has left and why (admitted, declined, lapsed, cancelled). */
export async function decidedBefore(db: Database, rounds: readonly RoundRow[], now: Date): Promise<Decided> {
  const accepted = new Set<string>();
  const gone = new Map<string, string>();
  const choices = await choicesByApplicant(db, rounds);
  for (const [id, made] of choices) {
    for (const { row, round } of made) {
      if (row.choice === 'accept') accepted.add(id);
      if (row.choice === 'decline') gone.set(id, `Declined the seat in ${roundName(round.kind, round.number)}`);
    }
  }
  // A cancelled admission gives its seat back to the next round; an admitted student has joined and left the allotment.
  const intake = rounds[0]?.intake;
  for (const id of intake ? await joiningRepository(db).cancelledIn(intake) : []) gone.set(id, 'Admission cancelled');
  for (const id of intake ? await joiningRepository(db).admittedIn(intake) : []) gone.set(id, 'Admitted at the desk');
  const last = published(rounds).find(binding);
  if (last && last.deadline !== null && !windowOpen(last.deadline, now)) {
    for (const [id, seat] of Object.entries(effectiveSeats(last))) {
      if (seat && !accepted.has(id) && !gone.has(id) && !choices.get(id)?.some((c) => c.round.id === last.id)) {
        gone.set(id, `Did not choose by the last day of ${roundName(last.kind, last.number)}`);
      }
    }
  }
  return { accepted, gone };
}

/** The applicant's intake from their selected programme. */
function intakeOfApplication(application: Application) {
  const choice = application.programSelections[0];
  return choice ? intakeOf(choice.programLevel, choice.mode) : null;
}

/**
 * Where the applicant stands in the intake's latest published round: the round, their seat in it,
 * the choice that binds them, and whether the round is still open. Null before any round is out.
 */
async function standingIn(db: Database, application: Application, now: Date) {
  const intake = intakeOfApplication(application);
  if (!intake || application.currentStage !== 'submitted') return null;
  const rounds = await allotmentRepository(db).rounds(intake.key);
  const round = published(rounds)[0];
  if (!round?.publishedAt) return null;
  const id = application.applicationId;
  const seat: AllottedSeat | null = toSeat(effectiveSeats(round)[id]);
  const made = (await choicesByApplicant(db, rounds)).get(id) ?? [];
  // A seat declined before does not bind at the spot admission: whoever came on the day chooses again.
  const final = made.find(
    (c) => c.row.choice !== 'keep' && !(round.kind === 'spot' && c.row.choice === 'decline' && c.round.id !== round.id),
  );
  const here = made.find((c) => c.round.id === round.id);
  const choice: AllotmentChoice | null = final?.row.choice ?? here?.row.choice ?? null;
  const open = isOpen(round, now);
  const lapsed = binding(round) && seat !== null && choice === null && !open;
  /** Whether the applicant holds a seat whose documents they send: not declined, not lapsed. */
  const holdsSeat = binding(round) && seat !== null && choice !== 'decline' && !lapsed;
  return { intake, round, seat, choice, choiceAt: (final ?? here)?.row.chosenAt ?? null, open, lapsed, holdsSeat };
}

async function resultIn(db: Database, application: Application, now: Date): Promise<{ view: ApplicantResult; round: RoundRow | null }> {
  const standing = await standingIn(db, application, now);
  if (!standing) return { view: null, round: null };
  const { intake, round, seat, choice, open, lapsed } = standing;
  if (!round.publishedAt) return { view: null, round: null };
  const id = application.applicationId;
  const input = inputOf(round);
  const result = resultOf(round);
  const applicant = input.applicants.find((a) => a.id === id);
  const firstOption = Boolean(seat && applicant && applicant.options[0] === programmeCode(seat.block, seat.branch));
  const canChoose = binding(round) && seat !== null && choice === null && open;
  const allowed: AllotmentChoice[] = !canChoose
    ? []
    : firstOption || round.kind === 'spot'
      ? ['accept', 'decline']
      : ['accept', 'keep', 'decline'];
  const options = currentOptions(application);
  const canRevise = round.kind === 'trial' && windowOpen(round.deadline, now);
  const explained = applicant ? figuresOf(round).explain(applicant) : null;
  // A seat kept from the round before is a floor: a seat in another branch now is a higher option.
  const before = toSeat(result.before[id]);
  const movedUpFrom = seat && before && (before.branch !== seat.branch || before.block !== seat.block) ? before : null;
  const fee = binding(round) ? await feePosition(db, id, intake.key, payProblem(seat, choice, open)) : null;
  const documents = standing.holdsSeat ? await loadDocuments(db, id) : null;
  return {
    round,
    view: {
      roundId: round.id,
      kind: round.kind,
      number: round.number,
      binding: binding(round),
      deadline: round.deadline,
      deadlineAt: round.deadline ? endOfDay(round.deadline) : null,
      publishedAt: round.publishedAt.toISOString(),
      rank: applicant?.rank ?? null,
      category: applicant?.category ?? application.personalDetails?.category ?? 'SM',
      seat,
      firstOption,
      override: round.overrides.find((o) => o.applicationId === id)?.reason ?? null,
      movedUpFrom,
      leftOut: applicant ? null : (result.leftOut.find((l) => l.applicationId === id)?.reason ?? 'Not on the published merit list'),
      lines: explained?.lines ?? [],
      choice,
      choiceAt: standing.choiceAt?.toISOString() ?? null,
      lapsed,
      allowed,
      options,
      canRevise,
      // Shown while there is a seat, and after one is left while money paid for it is counted;
      // whoever has left (declined, or let the last day pass) owes nothing more.
      fee:
        fee && (seat || fee.view.paidRupees > 0)
          ? choice === 'decline' || (seat && choice === null && !open)
            ? settled(fee.view)
            : fee.view
          : null,
      documents,
    },
  };
}

/** The fee of a seat given up: nothing is due, and what was paid shows with what goes back. */
const settled = (fee: AdmissionFeeView): AdmissionFeeView => ({ ...fee, dueRupees: 0, canPay: false, problem: null });

/** Why the admission fee cannot be paid online now; null when it can. */
function payProblem(seat: AllottedSeat | null, choice: AllotmentChoice | null, open: boolean): string | null {
  if (!seat) return 'You have no seat to pay for';
  if (choice === 'decline') return 'You declined the seat';
  if (!open) return 'The last day to pay has passed';
  return null;
}

/** The branches the applicant ranked, in their order (the MBA has its one specialisation). */
function currentOptions(application: Application): string[] {
  const selection = application.programSelections[0];
  return [...(selection?.branchPreferences ?? [])].sort((a, b) => a.priority - b.priority).map((p) => p.branch);
}

/** Why a move is not open, in the applicant's terms. */
function refusal(view: NonNullable<ApplicantResult>, wanted: AllotmentChoice): string {
  if (!view.binding) return 'The trial allotment only shows where you stand: choose after the first allotment';
  if (!view.seat) return 'You have no seat in this round';
  if (view.choice) return 'You have already made your choice on this seat';
  if (view.lapsed) return 'The last day to choose has passed: the seat has lapsed';
  if (wanted === 'keep') return 'There is nothing higher to wait for: accept the seat or decline it';
  return 'This choice is not open';
}

/** What a choice gives up, for the confirmation it needs; null when it gives up nothing. */
function loss(view: NonNullable<ApplicantResult>, choice: AllotmentChoice): string | null {
  if (choice === 'decline') return 'Confirm: declining gives up this seat and leaves the allotment';
  if (choice === 'accept' && !view.firstOption && view.kind !== 'spot') return 'Confirm: accepting gives up your higher options';
  return null;
}

/** Why a revision is refused, or null: the window, the round, and nothing added or repeated. */
function revisionProblem(view: ApplicantResult, request: ReviseOptions): string | null {
  if (!view) return 'No allotment has been published for your programme yet';
  if (request.roundId !== view.roundId) return 'A newer round is published: see your seat in it';
  if (!view.canRevise) return 'Options can be changed only after the trial allotment, until its last day';
  return null;
}

export function allotmentChoices(deps: { db: Database; clock: Clock } & FeeRefunds) {
  const { db, clock } = deps;
  return {
    result: async (application: Application) => (await resultIn(db, application, clock.now())).view,

    /** The documents of the seat the applicant holds, as their result lists them; null without one. */
    async documentsHeld(application: Application) {
      const standing = await standingIn(db, application, clock.now());
      return standing?.holdsSeat ? loadDocuments(db, application.applicationId) : null;
    },

    /** The admission fee due now, for the order the applicant opens; 409 with the reason when nothing can be paid. */
    async feeDue(application: Application): Promise<number> {
      const { view } = await resultIn(db, application, clock.now());
      if (!view?.fee) throw conflict(view?.binding ? 'You have no seat to pay for' : 'The admission fee is paid once a seat is allotted');
      if (view.fee.dueRupees <= 0) throw conflict('Nothing is due: the admission fee is paid');
      if (!view.fee.canPay) throw conflict(view.fee.problem ?? 'The admission fee cannot be paid now');
      return view.fee.dueRupees * PAISE_PER_RUPEE;
    },

    /** One choice per seat, held by the table's key; anything the state does not allow is 409 and changes nothing. */
    async choose(application: Application, request: ChoiceRequest): Promise<ApplicantResult> {
      return inTransaction(db, async (tx) => {
        const now = clock.now();
        const { view, round } = await resultIn(tx, application, now);
        if (!view || !round) throw conflict('No allotment has been published for your programme yet');
        if (request.roundId !== view.roundId) throw conflict('A newer round is published: see your seat in it');
        if (!view.allowed.includes(request.choice)) throw conflict(refusal(view, request.choice));
        const needs = loss(view, request.choice);
        if (needs && !request.confirm) throw invalidField('confirm', needs);
        const made = await allotmentRepository(tx).insertChoice({
          roundId: round.id,
          applicationId: application.applicationId,
          choice: request.choice,
          seat: view.seat ?? { block: '', branch: '', category: '' },
          chosenAt: now,
        });
        if (!made) throw conflict('You have already made your choice on this seat');
        return { ...view, intake: intakeOfApplication(application)?.key ?? null };
      }).then(async ({ intake }) => {
        // Leaving returns what was paid online, by the refund policy; after the choice is kept, so
        // a gateway that does not answer never undoes it (the refund is recorded and sent again).
        if (request.choice === 'decline' && intake) {
          await refundOnLeavingFor(
            deps,
            'system',
            application.applicationId,
            intake,
            'Seat declined: the admission fee is returned by the refund policy',
          );
        }
        return (await resultIn(db, application, clock.now())).view;
      });
    },

    /** Reorders or removes options in the trial's window; a removal needs confirming and nothing removed comes back. */
    async revise(application: Application, request: ReviseOptions): Promise<ApplicantResult> {
      return inTransaction(db, async (tx) => {
        const now = clock.now();
        await lockOwnedApplication(tx, application.applicationId, application.mobile);
        const { view } = await resultIn(tx, application, now);
        const problem = revisionProblem(view, request);
        if (problem || !view) throw conflict(problem ?? 'This change is not open');
        const current = view.options;
        if (new Set(request.branches).size !== request.branches.length || request.branches.some((b) => !current.includes(b))) {
          throw invalidField('branches', 'Keep only your own options, each once: an option removed cannot be added back');
        }
        const removed = current.filter((b) => !request.branches.includes(b));
        if (removed.length > 0 && !request.confirm) {
          throw invalidField('confirm', `Confirm: ${removed.join(', ')} will be removed from your options and cannot be added back`);
        }
        await reviseBranchOrder(tx, application.applicationId, request.branches, removed, now);
        const revised = {
          ...application,
          programSelections: application.programSelections.map((s, i) =>
            i === 0 ? { ...s, branchPreferences: request.branches.map((branch, at) => ({ branch, priority: at + 1 })) } : s,
          ),
        };
        return (await resultIn(tx, revised, now)).view;
      });
    },
  };
}
export type AllotmentChoices = ReturnType<typeof allotmentChoices>;
