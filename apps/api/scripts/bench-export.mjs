// The office's spreadsheet of all 50,000 applications, streamed: how long it takes and how much
// memory the server process holds at its peak (read from /proc while it runs). Budget: 200 MB RSS
// on a PostgreSQL server. With the embedded database the database itself lives in the process
// (about 450 MB with the bench's data), so there the budget applies to what the export adds.
import { readFileSync } from 'node:fs';
import { staffCookie } from './bench-office.mjs';

export const EXPORT_BUDGET_RSS_MB = 200;

/** The process's resident memory now, in MB (Linux /proc). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Downloads each format whole, reading the body as a slow clerk's browser would not: as fast as it comes. */
export async function exportScenario(baseUrl, pid, embedded) {
  const cookie = await staffCookie(baseUrl, 'admin@college.example');
  const results = [];
  for (const format of ['csv', 'xlsx']) {
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 25);
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/v1/staff/applications/export?format=${format}`, { headers: { cookie } });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      if (format === 'csv') for (const b of chunk) if (b === 0x0a) lines++;
    }
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid));
    results.push({
      format,
      status: res.status,
      rows: format === 'csv' ? lines - 1 : 'n/a',
      megabytes: +(bytes / 1024 / 1024).toFixed(1),
      seconds: +((performance.now() - started) / 1000).toFixed(1),
      rssBeforeMb: Math.round(before),
      rssPeakMb: Math.round(peak),
      addedMb: Math.round(peak - before),
      withinBudget: res.status === 200 && (embedded ? peak - before : peak) < EXPORT_BUDGET_RSS_MB,
    });
  }
  return results;
}
