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

const TARGETS = [
  { name: 'health (database ping)', path: '/api/v1/health' },
  { name: 'home page HTML', path: '/', headers: { accept: 'text/html' } },
  { name: 'unknown API path (404)', path: '/api/v1/nope', expect404: true },
];

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
  results: rows,
};
mkdirSync(path.join(repoRoot, 'reports'), { recursive: true });
writeFileSync(path.join(repoRoot, 'reports', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
console.table(rows);
console.log(`written to reports/bench.json (${report.database}, ${CONNECTIONS} connections, ${DURATION_SECONDS}s each)`);
if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
