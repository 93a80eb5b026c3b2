// Load benchmark of the built site: starts dist/server.js (production build, demo mode, fresh
// embedded database) on a random 127.0.0.1 port, drives it with autocannon, prints a table and
// writes reports/bench.json. Run `pnpm bench` from the repo root (it builds first).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiRoot, '../..');
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const PAPERS = Number(process.env.BENCH_PAPERS ?? 50_000);

const TARGETS = [
  { name: 'health (database ping)', path: '/api/v1/health' },
  { name: 'home page HTML', path: '/', headers: { accept: 'text/html' } },
  { name: 'programme page HTML', path: '/program/Computer-Engineering', headers: { accept: 'text/html' } },
  { name: 'unknown API path (404)', path: '/api/v1/nope', expect404: true },
  { name: 'qp filters', path: '/api/v1/qp/get-filters' },
  { name: 'qp department + type (first page)', path: '/api/v1/qp/get-question-papers?department=Civil%20Engineering&type=previous-paper' },
  { name: 'qp all filters', path: '/api/v1/qp/get-question-papers?department=Computer%20Engineering&type=answer-key&year=2021&semester=4&revisionYear=2021' },
  { name: 'qp deep page', path: '/api/v1/qp/get-question-papers?department=Mechanical%20Engineering&type=previous-paper&page=200' },
  { name: 'qp search in a department', path: '/api/v1/qp/get-question-papers?department=Mechanical%20Engineering&type=previous-paper&q=thermal' },
  { name: 'qp search everywhere', path: '/api/v1/qp/get-question-papers?q=thermal' },
];

const DEPTS = ['Civil Engineering', 'Mechanical Engineering', 'Electrical and Electronics Engineering', 'Computer Engineering', 'Automobile Engineering', 'Architecture'];
const SUBJECTS = ['Thermal Engineering', 'Surveying', 'Data Structures', 'Power Systems', 'Machine Design', 'Building Construction', 'Computer Networks', 'Fluid Mechanics'];

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

async function seedPapers(dataDir) {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query("delete from question_papers where storage_key like 'bench-%'");
    await client.query(SEED_SQL);
    await client.query('analyze question_papers');
    await client.end();
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pg'), extensions: { pg_trgm } });
  await db.query(SEED_SQL);
  await db.query('analyze question_papers');
  await db.close();
}

async function startServer(dataDir) {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const baseUrl = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    child.stdout.on('data', (d) => {
      if (out.length < 10_000) out += d.toString();
      const m = /site ready at (http:\/\/[^\s"]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1].replace('localhost', '127.0.0.1'));
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  return { child, baseUrl };
}

function run(url, target) {
  return autocannon({
    url: `${url}${target.path}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: target.headers ?? {},
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'college-bench-'));
// First start migrates and seeds the demo archive; then the synthetic papers go in while it is down.
const first = await startServer(dataDir);
first.child.kill('SIGTERM');
await new Promise((r) => first.child.once('exit', r));
const seedStarted = Date.now();
await seedPapers(dataDir);
console.log(`seeded ${PAPERS} papers in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
const { child, baseUrl } = await startServer(dataDir);
const rows = [];
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
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

const report = {
  at: new Date().toISOString(),
  node: process.version,
  database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  connections: CONNECTIONS,
  durationSeconds: DURATION_SECONDS,
  papers: PAPERS,
  results: rows,
};
mkdirSync(path.join(repoRoot, 'reports'), { recursive: true });
writeFileSync(path.join(repoRoot, 'reports', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
console.table(rows);
console.log(`written to reports/bench.json (${report.database}, ${CONNECTIONS} connections, ${DURATION_SECONDS}s each)`);
if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
