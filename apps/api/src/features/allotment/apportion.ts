// Seats of an intake shared out among categories by their percentages, exactly: shares of 60 seats
// are rarely whole (9% of 60 is 5.4), and rounding each half up can give 61. The largest-remainder
// rule gives each category the whole part of its share, then the seats left, one each, to the
// largest remainders; where remainders are equal, the order the government order publishes decides.
// Integer arithmetic throughout (shares in hundredths of a percent), so no rounding error can tip a
// tie one way on one machine and the other way on another.

export type Share = { code: string; /** Hundredths of a percent: 9% is 900. */ basisPoints: number };

const WHOLE = 10_000;

/**
 * The seats of each category, summing exactly to `intake`. `tieOrder` lists every category: among
 * equal remainders, the one earlier in it gets the seat. Refuses shares that do not make 100%.
 */
export function apportion(intake: number, shares: readonly Share[], tieOrder: readonly string[]): Record<string, number> {
  const total = shares.reduce((sum, s) => sum + s.basisPoints, 0);
  if (total !== WHOLE) throw new Error(`The shares make ${total / 100}%, not 100%`);
  if (!Number.isInteger(intake) || intake < 0) throw new Error('The intake must be a whole number of seats');
  for (const s of shares) if (!tieOrder.includes(s.code)) throw new Error(`The published order does not place ${s.code}`);
  const seats: Record<string, number> = {};
  const remainders: { code: string; rest: number }[] = [];
  let given = 0;
  for (const s of shares) {
    const exact = intake * s.basisPoints;
    seats[s.code] = Math.floor(exact / WHOLE);
    given += seats[s.code] ?? 0;
    remainders.push({ code: s.code, rest: exact % WHOLE });
  }
  remainders.sort((a, b) => b.rest - a.rest || tieOrder.indexOf(a.code) - tieOrder.indexOf(b.code));
  for (const { code } of remainders.slice(0, intake - given)) seats[code] = (seats[code] ?? 0) + 1;
  return seats;
}
