// Bundle budget: the gzipped JavaScript a first visit to / downloads (the entry script and the
// chunks it preloads) must stay within 150 kB. Lazy chunks and CSS are reported.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = path.join(root, 'apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const gz = (file) => +(gzipSync(readFileSync(path.join(dist, file))).length / 1024).toFixed(1);

const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const all = readdirSync(path.join(dist, 'assets')).map((f) => `assets/${f}`);
const rows = all
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .map((file) => ({ file, gzipKB: gz(file), firstLoad: firstLoad.includes(file) }))
  .sort((a, b) => b.gzipKB - a.gzipKB);
const firstLoadKB = +rows.filter((r) => r.firstLoad).reduce((sum, r) => sum + r.gzipKB, 0).toFixed(1);

const report = { budgetKB: BUDGET_KB, firstLoadJsKB: firstLoadKB, files: rows };
mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(path.join(root, 'reports/bundle.json'), `${JSON.stringify(report, null, 2)}\n`);
console.table(rows);
console.log(`first-load JS for /: ${firstLoadKB} kB gzipped (budget ${BUDGET_KB} kB)`);
if (firstLoadKB > BUDGET_KB) {
  console.error('bundle budget exceeded');
  process.exit(1);
}
