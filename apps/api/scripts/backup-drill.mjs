// Backup drill: proves last night's backup restores. On the PostgreSQL server named by
// DATABASE_URL it fills a database of its own with the demo site (applications, payments,
// papers, staff), stops it, backs it up with infra/backup/college-backup.sh, restores the dump
// into an empty database with infra/backup/college-restore.sh, and checks that every table has
// the same number of rows and that the office sees one application (with its payments and
// history) the same on the restored copy as on the original. Both databases are dropped at the
// end. Exits 1 on any difference. Run: DATABASE_URL=postgres://… node scripts/backup-drill.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { scratchDatabase } from './scratch-database.mjs';
import { apiRoot, startSiteProcess } from './site-process.mjs';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('DATABASE_URL must name a PostgreSQL server (the drill makes and drops its own databases on it)');
  process.exit(1);
}
const repoRoot = path.resolve(apiRoot, '../..');
const DEMO_PASSWORD = 'demo-office-2026';

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function run(script, args, env) {
  const r = spawnSync('bash', [path.join(repoRoot, script), ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${script} failed (${r.status}):\n${r.stdout}${r.stderr}`);
  return r.stdout;
}

async function rowCounts(url) {
  return withClient(url, async (c) => {
    const { rows } = await c.query("select schemaname, tablename from pg_tables where schemaname in ('public', 'drizzle') order by 2");
    const counts = {};
    for (const { schemaname, tablename } of rows) {
      counts[tablename] = Number((await c.query(`select count(*) from "${schemaname}"."${tablename}"`)).rows[0].count);
    }
    return counts;
  });
}

/** The office's view of one application, through the API of a site running on `url`. */
async function officeView(url, dataDir, applicationId) {
  const site = await startSiteProcess({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    DEMO_MODE: 'true',
    LOG_LEVEL: 'info',
    DEMO_APPLICATIONS: '0',
    DEMO_SEASON_APPLICANTS: '0',
  });
  try {
    const ready = await fetch(`${site.baseUrl}/api/v1/health/ready`);
    if (!ready.ok) throw new Error(`the site on ${url} is not ready: ${ready.status}`);
    const signIn = await fetch(`${site.baseUrl}/api/v1/auth/staff/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admissions@college.example', password: DEMO_PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`staff sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const res = await fetch(`${site.baseUrl}/api/v1/staff/applications/${applicationId}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`the application could not be read: ${res.status}`);
    return (await res.json()).data;
  } finally {
    await site.stop();
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'college-drill-'));
const problems = [];
const source = await scratchDatabase(serverUrl, 'drill_source');
const restored = await scratchDatabase(serverUrl, 'drill_restored');
try {
  const sourceData = path.join(work, 'source-data');
  // A first start migrates and fills the database with the demo's applications, payments and papers.
  const site = await startSiteProcess({ DATABASE_URL: source.url, DATA_DIR: sourceData, DEMO_MODE: 'true', LOG_LEVEL: 'info' });
  await site.stop();

  const backups = path.join(work, 'backups');
  run('infra/backup/college-backup.sh', [], { DATABASE_URL: source.url, DATA_DIR: sourceData, BACKUP_DIR: backups });
  const dump = readdirSync(backups).find((f) => f.endsWith('.dump'));
  const files = readdirSync(backups).find((f) => f.endsWith('.tar.gz'));
  const restoredData = path.join(work, 'restored-data');
  run('infra/backup/college-restore.sh', [path.join(backups, dump), restored.url, path.join(backups, files), restoredData]);

  const [before, after] = await Promise.all([rowCounts(source.url), rowCounts(restored.url)]);
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[table] !== after[table]) problems.push(`${table}: ${before[table]} rows before, ${after[table]} after`);
  }
  const paid = await withClient(source.url, (c) =>
    c.query("select application_id as id from payments where status = 'success' order by created_at desc limit 1"),
  );
  const applicationId = paid.rows[0]?.id;
  if (!applicationId) problems.push('the demo data has no paid application to follow');
  else {
    const original = await officeView(source.url, sourceData, applicationId);
    const copy = await officeView(restored.url, restoredData, applicationId);
    // Every staff read of personal data is recorded, the drill's own reads too: the read log
    // differs by the moment of each, and is left out of the comparison.
    const differing = Object.keys({ ...original, ...copy })
      .filter((k) => k !== 'readBy')
      .filter((k) => JSON.stringify(original[k]) !== JSON.stringify(copy[k]));
    if (differing.length) {
      problems.push(`application ${applicationId} reads differently after the restore: ${differing.join(', ')}`);
      for (const k of differing) console.error(k, JSON.stringify(original[k]), JSON.stringify(copy[k]));
    }
  }
  const papers = readdirSync(path.join(restoredData, 'files', 'question-papers')).length;
  if (papers !== before.question_papers) problems.push(`${papers} paper files restored for ${before.question_papers} papers`);
  console.table(Object.entries(before).map(([table, rows]) => ({ table, before: rows, after: after[table] })));
  console.log(`application ${applicationId} read through the office API before and after; ${papers} paper files restored`);
} finally {
  await source.drop();
  await restored.drop();
  rmSync(work, { recursive: true, force: true });
}
if (problems.length) {
  console.error(`backup drill FAILED:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('backup drill passed: the backup restores whole');
