// HTML validity: every prerendered page (and the 404 page) through the W3C Nu validator, and the
// pages read from the API as the browser tests drew them (test-results/rendered), when they ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = path.join(root, 'apps/web/dist');
// The package exports the jar's path as a String object.
const vnu = String(createRequire(import.meta.url)('vnu-jar'));

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

const rendered = path.join(root, 'test-results/rendered');
const files = [...htmlFiles(dist), ...(existsSync(rendered) ? htmlFiles(rendered) : [])];
// The validator prints its JSON report on stderr.
const run = spawnSync('java', ['-jar', vnu, '--format', 'json', '--exit-zero-always', ...files], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let messages;
try {
  messages = JSON.parse(run.stderr).messages;
} catch {
  console.error(`the validator did not run: ${run.error?.message ?? run.stderr.slice(0, 500)}`);
  process.exit(1);
}
const errors = messages.filter((m) => m.type === 'error');
const rows = files.map((f) => ({ page: path.relative(root, f), errors: errors.filter((e) => e.url === `file:${f}`).length }));
mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(path.join(root, 'reports/html-validity.json'), `${JSON.stringify({ pages: rows, errors }, null, 2)}\n`);
console.table(rows);
for (const e of errors.slice(0, 20)) console.error(`${e.url}:${e.lastLine}: ${e.message}`);
if (errors.length) {
  console.error(`${errors.length} HTML errors`);
  process.exit(1);
}
console.log(`${files.length} pages valid`);
