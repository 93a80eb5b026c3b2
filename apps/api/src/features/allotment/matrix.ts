import { PROGRAMME_INTAKE } from '@college/contracts/constants';
import { allotmentBlocks, allotmentBranches, type SeatMatrixInput } from '@college/contracts/entities/allotment';
import type { IntakeKey } from '@college/contracts/entities/intakes';
import {
  BLOCK_TIE_ORDER,
  PWD_RULE,
  SEAT_BLOCKS,
  SEAT_CATEGORIES,
  SEAT_CATEGORY_CODES,
  SEBC_POOL,
  TIE_ORDER,
  type SeatCategoryCode,
} from '@college/contracts/rules/seat-matrix';
import { apportion } from './apportion';
import type { Programme, SeatCategory } from './engine';

// The seat matrix between the office's form and the engine: the shares of the rules applied to an
// intake (what a new matrix starts from), and a published matrix as the engine's programmes.

const WHOLE = 10_000;
const SEPARATOR = '|';

const noSeats = () => Object.fromEntries(SEAT_CATEGORY_CODES.map((c) => [c, 0])) as Record<SeatCategoryCode, number>;

/** Persons with disabilities' share of a block's seats, half up: 5% of 50 is 2.5, so 3. */
const pwdSeats = (seats: number) => Math.floor((seats * PWD_RULE.basisPoints + WHOLE / 2) / WHOLE);

/** The matrix the rules give an intake: blocks by their shares, the merit block's categories by theirs. */
export function proposedMatrix(intake: IntakeKey, order: string): SeatMatrixInput {
  const blocks = allotmentBlocks(intake);
  const blockShares = SEAT_BLOCKS.filter((b) => blocks.includes(b.code));
  const blockSeats =
    blockShares.length === 1
      ? { [blocks[0] ?? 'merit']: PROGRAMME_INTAKE }
      : apportion(
          PROGRAMME_INTAKE,
          blockShares.map((b) => ({ code: b.code, basisPoints: b.basisPoints })),
          BLOCK_TIE_ORDER,
        );
  return {
    intake,
    order,
    blocks: blocks.map((code) => {
      const seats = blockSeats[code] ?? 0;
      // Only the merit seats are shared among the categories; a quota block is ranked among its holders.
      const byCategory =
        code === 'merit'
          ? apportion(
              seats,
              SEAT_CATEGORIES.map((c) => ({ code: c.code, basisPoints: c.basisPoints })),
              TIE_ORDER,
            )
          : { SM: seats };
      const counts = { ...noSeats(), ...byCategory } as Record<SeatCategoryCode, number>;
      return {
        code,
        branches: allotmentBranches(intake).map((branch) => ({ branch, seats: counts, pwd: Math.min(pwdSeats(seats), counts.SM) })),
      };
    }),
  };
}

/** The engine's name for a block of a branch. */
export const programmeCode = (block: string, branch: string) => `${block}${SEPARATOR}${branch}`;

export function fromProgrammeCode(code: string): { block: string; branch: string } {
  const at = code.indexOf(SEPARATOR);
  return { block: code.slice(0, at), branch: code.slice(at + 1) };
}

/** A published matrix as the engine's programmes: each block of each branch, its categories in fill order. */
export function enginePrograms(blocks: SeatMatrixInput['blocks']): Programme[] {
  return blocks.flatMap((block) =>
    block.branches.map((row) => {
      const categories: SeatCategory[] = SEAT_CATEGORIES.map((c) => ({
        code: c.code,
        seats: row.seats[c.code],
        eligible: c.eligible,
        ...(c.code === PWD_RULE.within && row.pwd > 0 ? { guarantees: { [PWD_RULE.kind]: row.pwd } } : {}),
      }));
      // The SEBC pool sits after the last SEBC group; it holds only seats the groups leave.
      const afterGroups = categories.findIndex((c) => c.code === 'SC');
      categories.splice(afterGroups, 0, { code: SEBC_POOL.code, seats: 0, eligible: SEBC_POOL.eligible });
      return { code: programmeCode(block.code, row.branch), categories };
    }),
  );
}
