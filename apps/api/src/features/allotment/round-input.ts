import type { SeatMatrixInput } from '@college/contracts/entities/allotment';
import type { MeritEntry } from '@college/contracts/entities/merit';
import { SEAT_BLOCKS } from '@college/contracts/rules/seat-matrix';
import type { ApplicationStatus } from '@college/contracts/stages';
import type { AllotmentCandidate } from '../applications/applications.api';
import type { Applicant, Seat } from './engine';
import { programmeCode } from './matrix';

/** Applications the allotment considers: checked by the office and not since put on hold or rejected. */
const CONSIDERED: readonly ApplicationStatus[] = ['verified', 'approved'];

export type LeftOut = { applicationId: string; reason: string };

/**
 * The engine's applicants from the published merit list: their place on it (the list's order
 * already breaks every tie), their category and disability, and their ranked branches, each
 * expanded into the blocks they may hold (merit seats first, then a quota block they qualify for).
 * `held` gives, in a later round, the seat each kept from the round before.
 */
/** What applicants did with the rounds before: seats accepted (frozen), and who left and why (declined, lapsed). */
export type Decided = { accepted: ReadonlySet<string>; gone: ReadonlyMap<string, string> };

/**
 * Whether the applicant is still in the running for a later round: not admitted, not declined, not
 * lapsed. The one rule both a round's input and the messages of its publication read.
 */
export function inTheRunning(applicationId: string, decided: Decided): boolean {
  return !decided.gone.has(applicationId);
}

export function engineApplicants(
  entries: readonly MeritEntry[],
  candidates: ReadonlyMap<string, AllotmentCandidate>,
  blocks: SeatMatrixInput['blocks'],
  held: ReadonlyMap<string, Seat>,
  decided: Decided = { accepted: new Set(), gone: new Map() },
): { applicants: Applicant[]; leftOut: LeftOut[] } {
  const applicants: Applicant[] = [];
  const leftOut: LeftOut[] = [];
  entries.forEach((entry, i) => {
    const c = candidates.get(entry.applicationId);
    if (!c) {
      leftOut.push({ applicationId: entry.applicationId, reason: 'The application no longer exists' });
      return;
    }
    if (!inTheRunning(c.id, decided)) {
      leftOut.push({ applicationId: c.id, reason: decided.gone.get(c.id) ?? 'Left the allotment' });
      return;
    }
    if (!CONSIDERED.includes(c.status)) {
      leftOut.push({ applicationId: c.id, reason: `The application is ${c.status.replace('_', ' ')}, not verified` });
      return;
    }
    const options = c.branches.flatMap((branch) =>
      blocks
        .filter((b) => {
          const quota = SEAT_BLOCKS.find((s) => s.code === b.code)?.quota ?? null;
          return (quota === null || c.specialQuotas.includes(quota)) && b.branches.some((r) => r.branch === branch);
        })
        .map((b) => programmeCode(b.code, branch)),
    );
    applicants.push({
      id: c.id,
      rank: i + 1,
      category: c.category,
      kinds: c.pwd ? ['PWD'] : [],
      // An accepted seat is kept and nothing higher is tried: it is the only option left.
      options: decided.accepted.has(c.id) ? [] : options,
      held: held.get(c.id) ?? null,
    });
  });
  return { applicants, leftOut };
}

/**
 * The spot round's view of who takes part: those registered present on the day compete for the
 * vacancies, whatever became of them before (a lapsed or declined seat does not keep them from the
 * spot admission); one who is absent keeps a seat they hold and tries nothing higher; anyone else
 * absent is out.
 */
export function spotDecided(
  decided: Decided,
  present: ReadonlySet<string>,
  held: ReadonlyMap<string, Seat>,
  everyone: readonly string[],
): Decided {
  const accepted = new Set(decided.accepted);
  const gone = new Map([...decided.gone].filter(([id]) => !present.has(id)));
  for (const id of everyone) {
    if (present.has(id) || accepted.has(id) || gone.has(id)) continue;
    if (held.has(id)) accepted.add(id);
    else gone.set(id, 'Not present at the spot admission');
  }
  return { accepted, gone };
}
