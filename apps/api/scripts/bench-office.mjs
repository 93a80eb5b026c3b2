// The admissions office under load: 50,000 applications, 20 members of staff at once, the queue's
// first page, every filter and every search. Budget: p99 under 100 ms on PostgreSQL.
import autocannon from 'autocannon';

export const OFFICE_APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 50_000);
export const OFFICE_STAFF = Number(process.env.BENCH_STAFF ?? 20);
export const OFFICE_BUDGET_P99_MS = 100;

/** Made-up applications and their fee payments, straight into the database the site will open. */
export async function seedApplications(db, now = new Date()) {
  const { addSampleApplications } = await import('../src/features/applications/sample-applications.ts');
  const { addSamplePayments } = await import('../src/features/payments/sample-payments.ts');
  const range = await addSampleApplications(db, OFFICE_APPLICATIONS, now);
  await addSamplePayments(db, { from: range.first, to: range.last });
  return range;
}

/** Every query the office makes, over the seeded numbers. */
function officeTargets(range) {
  const mid = range.first.slice(0, 7) + String(Number(range.first.slice(7)) + 12_345).padStart(6, '0');
  const midNumber = Number(mid.slice(7));
  const mobile = '6' + String(100_000_000 + midNumber * 7).padStart(9, '0');
  // As sample-applications.ts makes them.
  const fatherMobile = '9' + String((midNumber * 13) % 1_000_000_000).padStart(9, '0');
  const registerNumber = String(2_000_000 + midNumber);
  const today = new Date().toISOString().slice(0, 10);
  const q = (params) => `/api/v1/staff/applications${params ? `?${params}` : ''}`;
  return [
    { name: 'dashboard', path: '/api/v1/staff/dashboard', firstPageOnly: true },
    { name: 'queue: first page', path: q(''), firstPageOnly: true },
    { name: 'queue: stage submitted', path: q('stage=submitted') },
    { name: 'queue: status submitted', path: q('status=submitted') },
    { name: 'queue: programme diploma', path: q('level=diploma') },
    { name: 'queue: mode Regular', path: q('mode=Regular') },
    { name: 'queue: branch anywhere', path: q('branch=Civil%20Engineering') },
    { name: 'queue: branch first choice', path: q('branch=Civil%20Engineering&firstChoice=true') },
    { name: 'queue: fee not paid', path: q('paid=false') },
    { name: 'queue: submitted between dates', path: q(`from=${today}&to=${today}`) },
    { name: 'queue: under 18', path: q('minor=true') },
    { name: 'queue: sorted by name', path: q('sort=name&order=asc') },
    { name: 'queue: all filters', path: q('stage=submitted&level=diploma&mode=Regular&branch=Civil%20Engineering&paid=true&minor=true') },
    // Deep paging is reported, not held to the budget: nobody reads 25,000 rows 50 at a time.
    { name: 'queue: page 500 by number (reported only)', path: q('page=500&sort=number'), budget: false },
    { name: 'search: application number', path: q(`q=${mid}`) },
    { name: 'search: running number alone', path: q(`q=${midNumber}`) },
    { name: 'search: part of a name', path: q('q=krish') },
    { name: 'search: mobile', path: q(`q=${mobile}`) },
    { name: 'search: a parent’s mobile', path: q(`q=${fatherMobile}`) },
    { name: 'search: SSLC register number', path: q(`q=${registerNumber}`) },
    { name: 'search: a name misspelt', path: q('q=Fatima%20Bivi') },
    { name: 'search: initials moved, extra spaces', path: q('q=Menon%20%20%20Rahul') },
    { name: 'search: Razorpay payment id', path: q(`q=pay_SAMPLE${mid.slice(7)}`) },
  ];
}

/** A demo office account's session cookie. */
export async function staffCookie(baseUrl, email = 'admissions@college.example') {
  const res = await fetch(`${baseUrl}/api/v1/auth/staff/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-office-2026' }),
  });
  if (!res.ok) throw new Error(`office sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A filter as clerks use it: each connection reads its first ten pages in turn, over and over. */
function pagesOf(path) {
  if (path.includes('page=')) return [{ path }];
  return Array.from({ length: 10 }, (_, i) => ({ path: `${path}${path.includes('?') ? '&' : '?'}page=${i + 1}` }));
}

/** Runs each office query with STAFF connections for `seconds`; answers one row per query. */
export async function officeScenario(baseUrl, range, seconds) {
  const cookie = await staffCookie(baseUrl);
  const rows = [];
  for (const target of officeTargets(range)) {
    const r = await autocannon({
      url: baseUrl,
      connections: OFFICE_STAFF,
      duration: seconds,
      headers: { cookie },
      requests: target.name.startsWith('search') || target.firstPageOnly ? [{ path: target.path }] : pagesOf(target.path),
    });
    rows.push({
      endpoint: target.name,
      path: target.path,
      requestsPerSecond: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      requests: r.requests.total,
      errors: r.errors + r.timeouts + r.non2xx,
      withinBudget: target.budget === false ? null : r.latency.p99 < OFFICE_BUDGET_P99_MS,
    });
  }
  return rows;
}
