// How an intake's seats are shared out among seat blocks and reservation categories, and what
// happens to a reserved seat nobody of its category takes. Held as data with its source and
// version: a new government order or prospectus changes this table, not the code that reads it.
// The office can change every number of a matrix before publishing it; these are the shares it
// starts from.
//
// Sources:
// - Blocks: the special quotas of the DTE Kerala polytechnic prospectus (rules/special-quotas.ts):
//   THSLC 10%, ITI/KGCE 5%, VHSE 2% of a branch's seats, each ranked as a block of its own; the rest
//   are the college's merit seats.
// - Vertical shares of the merit seats: State Merit 50% and EWS 10%, SEBC 30% (EZ 9, MU 8, BH 3,
//   LA 3, DV 2, VK 2, KN 1, BX 1, KU 1), SC 8%, ST 2% (BCDD Kerala, Educational reservation,
//   bcdd.kerala.gov.in/en/reservation/educational-reservation; KEAM prospectus, clause 4.1).
// - Persons with disabilities: 5% of each branch's seats, as the Rights of Persons with
//   Disabilities Act 2016, s. 32(1), asks of government and aided higher-education institutions
//   (older polytechnic prospectuses said 3%), a minimum guarantee inside the open seats.
// - Rounding: shares of 60 seats are rarely whole; the largest-remainder rule in the published
//   order below, so the seats always sum to the intake (half-up rounding gives 61).
// - Unclaimed reserved seats: an SEBC group's seats go to the other SEBC groups, then to State
//   Merit; SC and ST to each other, then to State Merit; EWS to State Merit (KEAM prospectus,
//   "unavailed seats"; the order is the office's to change). When each rule is in force is
//   CONVERSION_POLICY below.

export const SEAT_RULES = {
  version: '2026-1',
  source:
    'DTE Kerala polytechnic prospectus (special quotas and PwD); BCDD Kerala educational reservation shares; KEAM prospectus 4.1 (unavailed seats)',
} as const;

/** Seat blocks: each ranked among those it admits. `quota` null admits everyone. */
export const SEAT_BLOCKS = [
  { code: 'merit', label: 'Merit seats', quota: null, basisPoints: 8_300 },
  { code: 'thslc', label: 'THSLC quota', quota: 'THSLC', basisPoints: 1_000 },
  { code: 'iti', label: 'ITI/KGCE quota', quota: 'ITI/KGCE', basisPoints: 500 },
  { code: 'vhse', label: 'VHSE quota', quota: 'VHSE', basisPoints: 200 },
] as const;
export type BlockCode = (typeof SEAT_BLOCKS)[number]['code'];
export const BLOCK_CODES = SEAT_BLOCKS.map((b) => b.code) as [BlockCode, ...BlockCode[]];

/**
 * Seat categories in the order a programme fills them: open seats first, then each reserved one.
 * `eligible` lists the applicant categories that may hold the seats; null is everyone. The SEBC
 * pool starts empty and receives the seats an SEBC group leaves (it is not part of a matrix).
 */
const SEBC = ['EZ', 'MU', 'BH', 'LA', 'DV', 'VK', 'KN', 'BX', 'KU'] as const;
export const SEAT_CATEGORIES = [
  { code: 'SM', label: 'State Merit', eligible: null, basisPoints: 5_000 },
  { code: 'EWS', label: 'EWS', eligible: ['EWS'], basisPoints: 1_000 },
  { code: 'EZ', label: 'EZ', eligible: ['EZ'], basisPoints: 900 },
  { code: 'MU', label: 'MU', eligible: ['MU'], basisPoints: 800 },
  { code: 'BH', label: 'BH', eligible: ['BH'], basisPoints: 300 },
  { code: 'LA', label: 'LA', eligible: ['LA'], basisPoints: 300 },
  { code: 'DV', label: 'DV', eligible: ['DV'], basisPoints: 200 },
  { code: 'VK', label: 'VK', eligible: ['VK'], basisPoints: 200 },
  { code: 'KN', label: 'KN', eligible: ['KN'], basisPoints: 100 },
  { code: 'BX', label: 'BX', eligible: ['BX'], basisPoints: 100 },
  { code: 'KU', label: 'KU', eligible: ['KU'], basisPoints: 100 },
  { code: 'SC', label: 'SC', eligible: ['SC'], basisPoints: 800 },
  { code: 'ST', label: 'ST', eligible: ['ST'], basisPoints: 200 },
] as const;
export type SeatCategoryCode = (typeof SEAT_CATEGORIES)[number]['code'];
export const SEAT_CATEGORY_CODES = SEAT_CATEGORIES.map((c) => c.code) as [SeatCategoryCode, ...SeatCategoryCode[]];

/** The pool the SEBC groups' unclaimed seats go to before State Merit. */
export const SEBC_POOL = { code: 'SEBC', label: 'SEBC (pooled)', eligible: SEBC } as const;

/** Among equal remainders, the category earlier here gets the last seat: the order the shares are published in. */
export const TIE_ORDER: readonly string[] = ['SM', 'EWS', ...SEBC, 'SC', 'ST'];

/** Among equal remainders, the block earlier here gets the last seat: the order the quotas are published in. */
export const BLOCK_TIE_ORDER: readonly string[] = [...BLOCK_CODES];

/** Persons with disabilities: the share of a branch's block seats guaranteed inside its open seats. */
export const PWD_RULE = { kind: 'PWD', basisPoints: 500, within: 'SM' as SeatCategoryCode } as const;

/**
 * When an unclaimed reserved seat may move. `always`: in every round, the trial on. `office`: a
 * release out of the reservation, to State Merit; the office chooses round by round whether it is
 * in force (the choice is published with the round), and in the spot round it always is.
 */
type ConversionRelease = 'always' | 'office';
export type ConversionPolicyRule = { from: string; to: string; release: ConversionRelease; reason: string; source: string };

const UNAVAILED = 'KEAM prospectus 4.1, unavailed seats (the order of the chain)';
const WHEN_OFFICE =
  'the prospectus and government orders read (research/allotment.md) name the chain but not the round it starts in: left to the office, round by round; spot round always';

/**
 * The conversion policy, versioned with its sources. Within a reservation (an SEBC group's seat to
 * the other SEBC groups; SC and ST to each other) a seat stays with the people it was reserved for,
 * so it moves in every round. Out of it, to State Merit, the seat is lost to the reservation: that
 * release is the office's call for each round, and the spot round's seats are the last to be filled.
 * Persons with disabilities need no rule: their seats are a guarantee inside State Merit (PWD_RULE),
 * so one nobody claims is a seat of its parent category, State Merit, in every round.
 */
export const CONVERSION_POLICY = {
  version: '2026-1',
  source: `${UNAVAILED}; timing: ${WHEN_OFFICE}`,
  rules: [
    ...SEBC.map((code) => ({
      from: code,
      to: SEBC_POOL.code,
      release: 'always' as const,
      reason: `An unclaimed ${code} seat goes to the other SEBC groups, every round`,
      source: UNAVAILED,
    })),
    {
      from: SEBC_POOL.code,
      to: 'SM',
      release: 'office',
      reason: 'An SEBC seat no SEBC applicant takes is released to State Merit',
      source: `${UNAVAILED}; ${WHEN_OFFICE}`,
    },
    { from: 'SC', to: 'ST', release: 'always', reason: 'An unclaimed SC seat goes to ST, every round', source: UNAVAILED },
    { from: 'ST', to: 'SC', release: 'always', reason: 'An unclaimed ST seat goes to SC, every round', source: UNAVAILED },
    {
      from: 'SC',
      to: 'SM',
      release: 'office',
      reason: 'An SC seat no SC or ST applicant takes is released to State Merit',
      source: `${UNAVAILED}; ${WHEN_OFFICE}`,
    },
    {
      from: 'ST',
      to: 'SM',
      release: 'office',
      reason: 'An ST seat no ST or SC applicant takes is released to State Merit',
      source: `${UNAVAILED}; ${WHEN_OFFICE}`,
    },
    {
      from: 'EWS',
      to: 'SM',
      release: 'office',
      reason: 'An EWS seat no EWS applicant takes is released to State Merit',
      source: `${UNAVAILED}; ${WHEN_OFFICE}`,
    },
  ] satisfies ConversionPolicyRule[] as readonly ConversionPolicyRule[],
} as const;

/**
 * Unclaimed seats move along these, in order, and along a chain of them (an SEBC group to the pool
 * to State Merit) to a category someone eligible is waiting for; nowhere else, and never through a
 * category twice. Every rule of the policy, as a round that releases everything runs them.
 */
export const CONVERSIONS: readonly { from: string; to: string }[] = CONVERSION_POLICY.rules.map(({ from, to }) => ({ from, to }));

/**
 * The rules in force for a round: those of every round, and the releases to State Merit when the
 * office releases them for this round or it is the spot round. In the policy's order.
 */
export function conversionsInForce(kind: 'trial' | 'round' | 'spot', released: boolean): ConversionPolicyRule[] {
  return CONVERSION_POLICY.rules.filter((r) => r.release === 'always' || kind === 'spot' || released);
}
