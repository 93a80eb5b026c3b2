// The allotment engine at two sizes: the college's season (3,000 applicants, 6 branches x 4 blocks,
// 5 options each) and a state's (200,000 applicants, 1,000 programme-blocks, 30 options each), with
// the prospectus's category shares and conversions. Prints the time of each run and the process's
// peak memory; exits non-zero when a budget is missed. Run alone: `pnpm --dir apps/api bench:allotment`.
import { performance } from 'node:perf_hooks';
import { SEAT_CATEGORIES, CONVERSIONS, SEBC_POOL } from '@college/contracts/rules/seat-matrix';
import { allot } from '../src/features/allotment/engine.ts';

const ALLOTMENT_BUDGETS = {
  college: { applicants: 3_000, programmes: 24, options: 5, seats: 60 / 4, budgetMs: 50 },
  state: { applicants: 200_000, programmes: 1_000, options: 30, seats: 60, budgetMs: 3_000, budgetMb: 1_024 },
};

/** A fixed pseudo-random sequence, so every run measures the same instance. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Seats of each category by the rules' shares of `seats`, largest remainder, so they sum to `seats`. */
function shares(seats) {
  const exact = SEAT_CATEGORIES.map((c) => ({ code: c.code, exact: (seats * c.basisPoints) / 10_000 }));
  const out = Object.fromEntries(exact.map((e) => [e.code, Math.floor(e.exact)]));
  let left = seats - Object.values(out).reduce((a, b) => a + b, 0);
  for (const e of [...exact].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)))) {
    if (left-- <= 0) break;
    out[e.code]++;
  }
  return out;
}

/** An instance shaped like a real season: categories in the population's proportions, options skewed to popular programmes. */
function instance({ applicants, programmes, options, seats }, seed) {
  const next = random(seed);
  const share = shares(seats);
  const pwd = Math.round(seats * 0.05);
  const programmeList = Array.from({ length: programmes }, (_, i) => ({
    code: `P${i}`,
    categories: [
      ...SEAT_CATEGORIES.map((c) => ({
        code: c.code,
        seats: share[c.code],
        eligible: c.eligible,
        ...(c.code === 'SM' ? { guarantees: { PWD: pwd } } : {}),
      })),
      { code: SEBC_POOL.code, seats: 0, eligible: SEBC_POOL.eligible },
    ],
  }));
  const categories = SEAT_CATEGORIES.flatMap((c) => Array.from({ length: c.basisPoints / 100 }, () => c.code));
  const codes = programmeList.map((p) => p.code);
  const people = Array.from({ length: applicants }, (_, i) => {
    const picked = new Set();
    while (picked.size < Math.min(options, programmes)) picked.add(codes[Math.floor(programmes * next() ** 2)]);
    return {
      id: `A${i}`,
      rank: i + 1,
      category: categories[Math.floor(next() * categories.length)],
      kinds: next() < 0.03 ? ['PWD'] : [],
      options: [...picked],
    };
  });
  return { programmes: programmeList, applicants: people, conversions: CONVERSIONS };
}

let peakRss = 0;
const sample = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};

function measure(name, size, runs) {
  const input = instance(size, 2026);
  const times = [];
  let result;
  const timer = setInterval(sample, 20);
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    result = allot(input);
    times.push(performance.now() - start);
    sample();
  }
  clearInterval(timer);
  times.sort((a, b) => a - b);
  const allotted = Object.values(result.seats).filter(Boolean).length;
  return {
    name,
    applicants: size.applicants,
    programmes: size.programmes,
    options: size.options,
    allotted,
    passes: result.passes,
    conversions: result.conversions.length,
    medianMs: Math.round(times[Math.floor(times.length / 2)]),
    worstMs: Math.round(times[times.length - 1]),
    budgetMs: size.budgetMs,
  };
}

function allotmentScenario() {
  const college = measure('college season', ALLOTMENT_BUDGETS.college, 21);
  const state = measure('state scale', ALLOTMENT_BUDGETS.state, 3);
  state.peakRssMb = Math.round(peakRss / 1_048_576);
  state.budgetMb = ALLOTMENT_BUDGETS.state.budgetMb;
  const failures = [
    college.medianMs > college.budgetMs && `college season took ${college.medianMs} ms (budget ${college.budgetMs} ms)`,
    state.medianMs > state.budgetMs && `state scale took ${state.medianMs} ms (budget ${state.budgetMs} ms)`,
    state.peakRssMb > state.budgetMb && `state scale peaked at ${state.peakRssMb} MB (budget ${state.budgetMb} MB)`,
  ].filter(Boolean);
  return { rows: [college, state], failures };
}

// Alone in its own process, so the memory it reports is the engine's and not the caller's.
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = allotmentScenario();
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
  else {
    console.table(result.rows);
    for (const f of result.failures) console.error(`over budget: ${f}`);
  }
  process.exitCode = result.failures.length > 0 ? 1 : 0;
}
