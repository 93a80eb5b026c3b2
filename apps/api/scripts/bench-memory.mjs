// The part of `pnpm bench` that measures memory: one process on the embedded database (PGlite,
// as a newcomer or a one-machine college runs it), started on a new data directory in demo
// mode, then 20,000 mixed requests (pages, archive browsing and search, paper downloads, health,
// unknown paths) at 20 connections. Its resident memory afterwards is the figure, against a 300 MB budget.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startSiteProcess } from './site-process.mjs';

const MEMORY_BUDGET_RSS_MB = 300;
const REQUESTS = 20_000;

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { rssMb: mb('VmRSS'), peakRssMb: mb('VmHWM') };
}

export async function memoryScenario({ env, flags }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'college-bench-memory-'));
  const site = await startSiteProcess({ NODE_ENV: 'development', DEMO_MODE: 'true', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env }, flags);
  try {
    const afterStart = memoryOf(site.child.pid);
    const first = await (await fetch(`${site.baseUrl}/api/v1/qp/get-question-papers?limit=5`)).json();
    const paper = first.data[0].questionPaper;
    const json = { accept: 'application/json' };
    const html = { accept: 'text/html' };
    const mix = [
      ['/', html],
      ['/program/Computer-Engineering', html],
      ['/student-corner/0', html],
      ['/api/v1/health', json],
      ['/api/v1/qp/get-filters', json],
      ['/api/v1/qp/get-question-papers?department=Civil%20Engineering&type=previous-paper', json],
      ['/api/v1/qp/get-question-papers?q=data', json],
      ['/api/v1/qp/get-question-papers?page=2&limit=50', json],
      [paper, { accept: 'application/pdf' }],
      ['/api/v1/nope', json],
    ];
    const result = await autocannon({
      url: site.baseUrl,
      connections: 20,
      amount: REQUESTS,
      requests: mix.map(([p, headers]) => ({ method: 'GET', path: p, headers })),
    });
    // Steady state: what stays once the run's garbage is collected, not its passing peak.
    await new Promise((r) => setTimeout(r, 3000));
    const after = memoryOf(site.child.pid);
    const unexpected = result.errors + result.timeouts + (result.non2xx - REQUESTS / mix.length);
    return {
      database: 'PGlite (embedded), new data directory, demo mode',
      requests: result.requests.total,
      unexpectedAnswers: unexpected,
      afterStart,
      afterRequests: after,
      budgetRssMb: MEMORY_BUDGET_RSS_MB,
      withinBudget: after.rssMb <= MEMORY_BUDGET_RSS_MB,
    };
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
