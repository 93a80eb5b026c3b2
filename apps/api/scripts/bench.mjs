// Load benchmark of the built site: starts dist/server.js (production build, demo mode, fresh
// embedded database, or the server named by DATABASE_URL) on a random 127.0.0.1 port, drives it
// with autocannon and scripted applicant journeys, then (on a server) runs two processes on the
// same database. Prints tables and writes reports/bench.json. Run `pnpm bench` from the repo root
// (it builds first).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import express from 'express';
import { EXPORT_BUDGET_RSS_MB, exportScenario } from './bench-export.mjs';
import { behindNginx, nginxAvailable } from './bench-nginx.mjs';
import { memoryScenario } from './bench-memory.mjs';
import { sharedFiles, startBucket } from './bench-shared-files.mjs';
import { scratchDatabase } from './scratch-database.mjs';
import { startSiteProcess } from './site-process.mjs';
import { twoProcesses } from './bench-two-processes.mjs';
import { OFFICE_APPLICATIONS, OFFICE_BUDGET_P99_MS, OFFICE_STAFF, officeScenario, seedApplications } from './bench-office.mjs';

/** The allotment engine's figures, from a process of its own so its memory is its own. */
function allotmentBench() {
  // Over budget, it exits non-zero and still prints its figures.
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-allotment.mjs', '--json'], { cwd: apiRoot, encoding: 'utf8' });
  if (!run.stdout.trim()) throw new Error(`the allotment bench printed nothing: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiRoot, '../..');
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const PAPERS = Number(process.env.BENCH_PAPERS ?? 50_000);

const benchDb = process.env.DATABASE_URL
  ? await scratchDatabase(process.env.DATABASE_URL, 'bench')
  : { url: undefined, drop: async () => {} };
const DATABASE_URL = benchDb.url;

const TARGETS = [
  { name: 'health (database ping)', path: '/api/v1/health' },
  { name: 'home page HTML', path: '/', headers: { accept: 'text/html' } },
  { name: 'programme page HTML', path: '/program/Computer-Engineering', headers: { accept: 'text/html' } },
  { name: 'unknown API path (404)', path: '/api/v1/nope', expect404: true },
  { name: 'qp filters', path: '/api/v1/qp/get-filters' },
  { name: 'qp department + type (first page)', path: '/api/v1/qp/get-question-papers?department=Civil%20Engineering&type=previous-paper' },
  {
    name: 'qp all filters',
    path: '/api/v1/qp/get-question-papers?department=Computer%20Engineering&type=answer-key&year=2021&semester=4&revisionYear=2021',
  },
  { name: 'qp deep page', path: '/api/v1/qp/get-question-papers?department=Mechanical%20Engineering&type=previous-paper&page=200' },
  {
    name: 'qp search in a department',
    path: '/api/v1/qp/get-question-papers?department=Mechanical%20Engineering&type=previous-paper&q=thermal',
  },
  { name: 'qp search everywhere', path: '/api/v1/qp/get-question-papers?q=thermal' },
  {
    name: 'qp search, a new subject code each time',
    path: '/api/v1/qp/get-question-papers?q=bx1',
    vary: () => `/api/v1/qp/get-question-papers?q=bx${1 + Math.floor(Math.random() * PAPERS)}`,
  },
];

const DEPTS = [
  'Civil Engineering',
  'Mechanical Engineering',
  'Electrical and Electronics Engineering',
  'Computer Engineering',
  'Automobile Engineering',
  'Architecture',
];
const SUBJECTS = [
  'Thermal Engineering',
  'Surveying',
  'Data Structures',
  'Power Systems',
  'Machine Design',
  'Building Construction',
  'Computer Networks',
  'Fluid Mechanics',
];

/** Adds synthetic papers straight into the database (files are not needed to search). */
const SEED_SQL = `insert into question_papers
  (department, subject_code, subject, type, year, month, semester, revision_year, storage_key, original_name, size_bytes, sha256, search_text)
  select (array['${DEPTS.join("','")}'])[1 + g % 6],
         'BX' || g,
         (array['${SUBJECTS.join("','")}'])[1 + g % 8] || ' ' || (g % 97),
         case when g % 3 = 0 then 'answer-key' else 'previous-paper' end,
         2005 + g % 20, case when g % 2 = 0 then 4 else 11 end, 1 + g % 6,
         case when g % 2 = 0 then 2021 else 2015 end,
         'bench-' || g || '.pdf', 'bench.pdf', 100000 + g, md5(g::text),
         lower('bx' || g || ' ' || (array['${SUBJECTS.join("','")}'])[1 + g % 8] || ' ' || (g % 97))
  from generate_series(1, ${PAPERS}) g
  on conflict do nothing`;

/** Papers and applications, through the site's own opener (so a data directory is locked like any other opener's). */
async function seed(dataDir) {
  const { openDatabase } = await import('../src/db/client.ts');
  const { sql } = await import('drizzle-orm');
  const handle = DATABASE_URL
    ? await openDatabase({ driver: 'postgres', url: DATABASE_URL, poolSize: 2 })
    : await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pg') });
  try {
    await handle.db.execute(sql.raw(SEED_SQL));
    const range = await seedApplications(handle.db);
    // As autovacuum leaves tables after a bulk load: statistics and visibility maps up to date.
    for (const table of ['question_papers', 'applications', 'program_selections', 'payments', 'application_events']) {
      await handle.db.execute(sql.raw(`vacuum analyze ${table}`));
    }
    return range;
  } finally {
    await handle.close();
  }
}

// Fixed secrets so that a session made by one process is valid on the other.
const SHARED_SECRETS = { SESSION_SECRET: 'bench-session-secret-0123456789abcdef', OTP_SECRET: 'bench-otp-secret-0123456789abcdef0123' };

// The server runs with the flags and environment `pnpm start` gives it (the heap limits and the
// malloc arenas that keep its memory in check), so what is measured here is what runs.
const START_WORDS = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')).scripts.start.split(' ');
const START_FLAGS = START_WORDS.filter((word) => word.startsWith('--'));
const START_ENV = Object.fromEntries(START_WORDS.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split('=')));

function startServer(dataDir, extraEnv = {}) {
  return startSiteProcess(
    {
      // Demo mode (codes from the outbox, the demo gateway) exists only outside production.
      NODE_ENV: 'development',
      DEMO_MODE: 'true',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Virtual applicants each come from their own address, as real ones would.
      TRUST_PROXY: '1',
      // The office's applications are the bench's own 50,000, not the demo's handful.
      DEMO_APPLICATIONS: '0',
      DEMO_SEASON_APPLICANTS: '0',
      ...SHARED_SECRETS,
      ...(DATABASE_URL ? { DATABASE_URL: DATABASE_URL } : {}),
      ...START_ENV,
      ...extraEnv,
    },
    START_FLAGS,
  );
}

function run(url, target) {
  return autocannon({
    url: `${url}${target.path}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: target.headers ?? {},
    // A target with varying paths asks something new each time, past any cache.
    ...(target.vary ? { requests: [{ setupRequest: (req) => ({ ...req, path: target.vary() }) }] } : {}),
  });
}

const JOURNEYS = Number(process.env.BENCH_JOURNEYS ?? 100);
const JOURNEY_CONCURRENCY = Number(process.env.BENCH_JOURNEY_CONCURRENCY ?? 50);

/** One applicant from OTP to submission, as the wizard calls the API; every request timed. */
async function journey(baseUrl, n, latencies, processes) {
  const mobile = String(7000000000 + n);
  const ip = `10.${Math.floor(n / 65536) % 256}.${Math.floor(n / 256) % 256}.${n % 256}`;
  let cookie = '';
  const call = async (method, url, body) => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    latencies.push(performance.now() - started);
    const setCookies = res.headers.getSetCookie();
    if (setCookies.length) cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${json.message}`);
    return json;
  };
  await call('POST', '/api/v1/admission/send-otp', { mobile });
  await call('POST', '/api/v1/admission/verify-otp', { mobile, otp: await codeSent(processes, mobile) });
  const { data: created } = await call('POST', '/api/v1/admission/check-existing', { mobile });
  const id = created.applicationId;
  await call('GET', `/api/v1/admission/application/${id}`);
  await call('POST', '/api/v1/admission/personal-details', {
    applicationId: id,
    personalDetails: {
      fullName: `Applicant ${n}`,
      dob: '2008-05-14',
      gender: 'female',
      religion: 'hindu',
      email: `a${n}@example.in`,
      agreeToTerms: true,
    },
  });
  await call('POST', '/api/v1/admission/address-family-details', {
    applicationId: id,
    addressFamilyDetails: {
      address: {
        houseNumber: '1',
        street: 'Main Road',
        postOffice: 'Vennala',
        pinCode: '682028',
        district: 'Ernakulam',
        state: 'Kerala',
        country: 'India',
      },
      parents: { fatherName: 'Father', fatherMobile: '9847012345', motherName: 'Mother', motherMobile: '9847054321' },
    },
  });
  const { data: order } = await call('POST', '/api/v1/admission/create-payment', { applicationId: id });
  const { data: paid } = await call('POST', `/api/v1/dev/payments/${order.orderId}/complete`, { outcome: 'success' });
  await call('POST', '/api/v1/admission/verify-payment', {
    applicationId: id,
    paymentId: order.paymentId,
    razorpayPaymentId: paid.razorpay_payment_id,
    razorpayOrderId: paid.razorpay_order_id,
    razorpaySignature: paid.razorpay_signature,
  });
  await call('POST', `/api/v1/admission/add-program-selection/${id}`, {
    programSelections: [
      {
        programLevel: 'diploma',
        programName: 'Diploma in Engineering',
        mode: 'Regular',
        branchPreferences: [{ branch: 'Computer Engineering' }],
      },
    ],
  });
  await call('POST', `/api/v1/admission/education-details/${id}`, {
    educationDetails: {
      programDetails: { programLevel: 'diploma', programName: 'Diploma in Engineering', mode: 'Regular' },
      educationData: [
        { examination: 'SSLC/THSLC/CBSE', yearOfPass: '2024', percentageMarks: '90', registrationNumber: `R${n}`, isCompulsory: true },
      ],
    },
  });
  await call('POST', `/api/v1/admission/declaration/${id}`, {
    agreed: true,
    digitalSignature: `Applicant ${n}`,
    agreedAt: new Date().toISOString(),
  });
}

/**
 * The code as the applicant's phone got it: printed by whichever process sent it (behind a proxy,
 * either; and it may be one stopping, which no longer answers but still finishes what it started).
 */
async function codeSent(processes, mobile) {
  for (let i = 0; i < 50; i++) {
    for (const p of processes) {
      const code = p.demoCode(mobile);
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code was sent to ${mobile}`);
}

/**
 * JOURNEYS applicants, JOURNEY_CONCURRENCY at a time; their mobiles (and addresses) are numbered
 * from `first`. The demo's codes are read from the output of `processes`.
 */
async function journeys(baseUrl, processes, first = 0) {
  const latencies = [];
  let next = 0;
  let completed = 0;
  let errors = 0;
  const firstError = [];
  const started = performance.now();
  const worker = async () => {
    while (next < JOURNEYS) {
      const n = next++;
      try {
        await journey(baseUrl, first + n, latencies, processes);
        completed += 1;
      } catch (err) {
        errors += 1;
        if (firstError.length === 0) firstError.push(String(err));
      }
    }
  };
  await Promise.all(Array.from({ length: JOURNEY_CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  if (firstError.length) console.error(`journey error: ${firstError[0]}`);
  return {
    endpoint: `applicant journey x${JOURNEYS} (${JOURNEY_CONCURRENCY} at once)`,
    path: '13 requests each',
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: pct(0.5),
    p99Ms: pct(0.99),
    requests: latencies.length,
    errors,
    completed,
    journeysPerSecond: +(JOURNEYS / seconds).toFixed(1),
  };
}

/** A bare Express route in the same run: what the machine gives before any of our work. */
async function baseline() {
  const app = express();
  app.get('/ok', (_req, res) => res.json({ ok: true }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const r = await autocannon({ url: `http://127.0.0.1:${server.address().port}/ok`, connections: CONNECTIONS, duration: DURATION_SECONDS });
  server.close();
  return Math.round(r.requests.average);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'college-bench-'));
// First start migrates and seeds the demo archive; then the synthetic papers go in while it is down.
const first = await startServer(dataDir);
first.child.kill('SIGTERM');
await new Promise((r) => first.child.once('exit', r));
const seedStarted = Date.now();
const applicationRange = await seed(dataDir);
console.log(`seeded ${PAPERS} papers and ${OFFICE_APPLICATIONS} applications in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
const single = await startServer(dataDir);
const { child, baseUrl } = single;
if (process.env.BENCH_ONLY === 'office') {
  // `pnpm --dir apps/api bench:office`: the office's figures alone, for work on its queries.
  const alone = await officeScenario(baseUrl, applicationRange, DURATION_SECONDS);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await benchDb.drop();
  console.log(`admissions office: ${OFFICE_APPLICATIONS} applications, ${OFFICE_STAFF} staff, budget p99 < ${OFFICE_BUDGET_P99_MS} ms`);
  console.table(alone.map(({ path: _p, ...r }) => r));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(alone.some((r) => r.errors > 0 || r.withinBudget === false) ? 1 : 0);
}
const rows = [];
let office = [];
let exports = [];
try {
  for (const target of TARGETS) {
    const r = await run(baseUrl, target);
    const wrongStatus = target.expect404 ? r['2xx'] + r.non2xx - r['4xx'] : r.non2xx;
    rows.push({
      endpoint: target.name,
      path: target.path,
      requestsPerSecond: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      requests: r.requests.total,
      errors: r.errors + r.timeouts + wrongStatus,
    });
  }
  // The office before the journeys: each journey's payment and submission queue messages (the
  // submission's email carries a PDF made on the spot), and their sending would share the CPU with
  // the office's requests for the next minute; each scenario is measured on its own.
  office = await officeScenario(baseUrl, applicationRange, DURATION_SECONDS);
  rows.push(await journeys(baseUrl, [single]));
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
// The exports on a process of their own, fresh, so the memory read is the export's and not what
// the load above left in the heap.
{
  const fresh = await startServer(dataDir);
  try {
    exports = await exportScenario(fresh.baseUrl, fresh.child.pid, !DATABASE_URL);
  } finally {
    fresh.child.kill('SIGTERM');
    await new Promise((r) => fresh.child.once('exit', r));
  }
}

const SCALE_TARGETS = TARGETS.filter((t) =>
  ['health (database ping)', 'qp department + type (first page)', 'programme page HTML'].includes(t.name),
);
/**
 * Waits until the background jobs have sent every queued message: each submission's email
 * carries a PDF made on the spot, and making them would share the CPU with what is measured next.
 */
async function outboxDrained(databaseUrl, ms = 180_000) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const { rows } = await client.query("select count(*)::int as n from outbox where status = 'pending'");
      if (rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 1000));
    }
    console.error('the outbox was not empty after 3 minutes: the figures below share the CPU with its sending');
  } finally {
    await client.end();
  }
}

let two = { skipped: 'needs a PostgreSQL server (DATABASE_URL): PGlite lives inside one process' };
let proxy = { skipped: DATABASE_URL ? `needs nginx (apt-get install nginx-light; or NGINX_BIN)` : two.skipped };
if (DATABASE_URL) {
  // As on two machines: each process its own DATA_DIR, the uploaded files in one shared bucket.
  const bucket = await startBucket();
  const ownDirs = [1, 2].map((n) => mkdtempSync(path.join(tmpdir(), `college-bench-machine-${n}-`)));
  const servers = [await startServer(ownDirs[0], bucket.env), await startServer(ownDirs[1], bucket.env)];
  try {
    await outboxDrained(DATABASE_URL);
    two = await twoProcesses(
      servers.map((s) => s.baseUrl),
      { databaseUrl: DATABASE_URL, connections: CONNECTIONS, seconds: DURATION_SECONDS, targets: SCALE_TARGETS },
    );
    for (const t of two.throughput) {
      const single = rows.find((r) => r.endpoint === t.endpoint);
      t.vsOneProcess = single ? +(t.requestsPerSecond / single.requestsPerSecond).toFixed(2) : null;
    }
    if (nginxAvailable()) {
      await outboxDrained(DATABASE_URL);
      proxy = await behindNginx({
        servers,
        locationsFile: path.join(repoRoot, 'infra/nginx/college-locations.conf'),
        connections: CONNECTIONS,
        seconds: DURATION_SECONDS,
        journeys,
        databaseUrl: DATABASE_URL,
        archivePath: TARGETS.find((t) => t.name === 'qp department + type (first page)').path,
        checkFiles: sharedFiles,
      });
    }
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => new Promise((r) => (s.child.exitCode !== null ? r() : s.child.once('exit', r)))));
    await bucket.stop();
    for (const dir of ownDirs) rmSync(dir, { recursive: true, force: true });
  }
}
rmSync(dataDir, { recursive: true, force: true });
await benchDb.drop();

const bareExpress = await baseline();
const allotment = allotmentBench();
const memory = await memoryScenario({ env: { ...START_ENV, ...SHARED_SECRETS }, flags: START_FLAGS });
for (const row of rows) row.vsBareExpress = +(row.requestsPerSecond / bareExpress).toFixed(2);
if (proxy.archiveFirstPage) {
  const a = proxy.archiveFirstPage;
  a.throughNginx.vsBareExpress = +(a.throughNginx.requestsPerSecond / bareExpress).toFixed(2);
  a.straightToOneProcess.vsBareExpress = +(a.straightToOneProcess.requestsPerSecond / bareExpress).toFixed(2);
}

const report = {
  bareExpressRequestsPerSecond: bareExpress,
  at: new Date().toISOString(),
  node: process.version,
  database: DATABASE_URL ? 'postgres' : 'pglite',
  connections: CONNECTIONS,
  durationSeconds: DURATION_SECONDS,
  papers: PAPERS,
  results: rows,
  office: { applications: OFFICE_APPLICATIONS, staffAtOnce: OFFICE_STAFF, budgetP99Ms: OFFICE_BUDGET_P99_MS, results: office },
  exports: { applications: OFFICE_APPLICATIONS, budgetRssMb: EXPORT_BUDGET_RSS_MB, results: exports },
  twoProcesses: two,
  behindNginx: proxy,
  memory,
  allotment,
};
mkdirSync(path.join(repoRoot, 'reports'), { recursive: true });
writeFileSync(path.join(repoRoot, 'reports', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
console.table(rows.map(({ path: _p, ...r }) => r));
console.log(`bare Express res.json: ${bareExpress} req/s`);
console.log(
  `admissions office: ${OFFICE_APPLICATIONS} applications, ${OFFICE_STAFF} staff at once, budget p99 < ${OFFICE_BUDGET_P99_MS} ms`,
);
console.table(office.map(({ path: _p, ...r }) => r));
console.log(
  `exports of all ${OFFICE_APPLICATIONS} applications, budget ${EXPORT_BUDGET_RSS_MB} MB ${DATABASE_URL ? 'peak RSS of the server' : 'added to the RSS of the server (embedded database)'}`,
);
console.table(exports);
console.log(`written to reports/bench.json (${report.database}, ${CONNECTIONS} connections, ${DURATION_SECONDS}s each)`);
console.log('seat allotment engine (its own process):');
console.table(allotment.rows);
for (const f of allotment.failures) console.log(`over budget: ${f}`);
if (two.skipped) console.log(`two processes: skipped, ${two.skipped}`);
else {
  console.log('two processes on one database:');
  console.table([
    { check: 'OTP: both asked at once, one code sent', result: `${two.otp.limitHeldFor} of ${two.otp.applicants} mobiles` },
    {
      check: 'application numbers unique',
      result: `${two.applicationNumbers.unique} unique of ${two.applicationNumbers.created} created (${two.applicationNumbers.requested} asked)`,
    },
    {
      check: 'webhook delivered 4 times, recorded once',
      result: `${two.webhooks.recordedOnce} of ${two.webhooks.events} events; ${two.webhooks.reachedProgramSelection} applications moved on`,
    },
  ]);
  console.table(two.throughput);
}
const officeFailed =
  office.some((r) => r.errors > 0) ||
  (DATABASE_URL && office.some((r) => r.withinBudget === false)) ||
  exports.some((r) => !r.withinBudget);
console.log(
  `memory, one process on PGlite after ${memory.requests} mixed requests: ${memory.afterRequests.rssMb} MB resident (budget ${memory.budgetRssMb} MB; ${memory.afterStart.rssMb} MB after start, peak ${memory.afterRequests.peakRssMb} MB), ${memory.unexpectedAnswers} unexpected answers`,
);
if (proxy.skipped) console.log(`behind nginx: skipped, ${proxy.skipped}`);
else {
  console.log('behind nginx, two processes:');
  console.table({ throughNginx: proxy.archiveFirstPage.throughNginx, straightToOneProcess: proxy.archiveFirstPage.straightToOneProcess });
  console.log(`journeys through nginx: ${proxy.journeys.completed} of ${JOURNEYS} completed, p99 ${proxy.journeys.p99Ms} ms`);
  console.log(`shared files (two processes, one bucket): ${JSON.stringify(proxy.sharedFiles)}`);
  console.log(`one process stopped mid-run: ${JSON.stringify(proxy.oneProcessStopped)}`);
}
const proxyFailed =
  proxy.oneProcessStopped !== undefined &&
  (proxy.archiveFirstPage.errors > 0 ||
    proxy.journeys.errors > 0 ||
    proxy.sharedFiles.failed > 0 ||
    !proxy.sharedFiles.replacedOnSecondReadOnFirst ||
    proxy.oneProcessStopped.gets.failed > 0 ||
    proxy.oneProcessStopped.submittedInDatabase !== proxy.oneProcessStopped.journeys.completed);
const memoryFailed = !memory.withinBudget || memory.unexpectedAnswers !== 0;
if (rows.some((r) => r.errors > 0) || two.ok === false || officeFailed || proxyFailed || memoryFailed) process.exitCode = 1;
