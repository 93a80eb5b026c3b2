// Bundle budget, run at the end of every build: the gzipped JavaScript a first visit to / downloads
// (the boot script, and the app and page modules it starts) must stay within 100 kB, a first visit to /admission
// (the wizard, the query cache and the application's messages besides) within 130 kB, and the
// admission wizard, the archive and the staff pages must stay in their own lazily loaded chunks. Neither it nor the archive may load schema code as they start: building the
// schemas cost a phone a few hundred milliseconds, so both call the API through schema-free
// routes. CSS and fonts are reported. Writes reports/bundle.json; exits 1 past the budget, which fails the build.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const ADMISSION_BUDGET_KB = 130;
// A string every build of the schema library carries (its base type's name).
const SCHEMA_LIBRARY_MARK = 'ZodType';
const LAZY = {
  admission: 'src/app/routes/admission.tsx',
  archive: 'src/features/question-papers/components/question-paper-archive.tsx',
  staff: 'src/features/staff/components/staff-papers-page.tsx',
};
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(webRoot, '../..');
const dist = path.join(webRoot, 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzBytes = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
const gz = (file) => +(gzBytes(file) / 1024).toFixed(1);

// What a page loads before it works: the boot script inside it, what its HTML names (the app's
// modules listed in <template id="after-paint">; the stylesheet, before the prerender inlines it)
// and everything those import in turn.
const chunkByFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
function assetsOf(page) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of chunkByFile.get(file)?.imports ?? []) visit(manifest[key].file);
  };
  // A disabled stylesheet's link (the one the page has inside it, named for the loader) fetches nothing.
  for (const m of page.replace(/<link [^>]*disabled[^>]*>/g, '').matchAll(/(?:src|href|data-app)="\/(assets\/[^"]+\.(?:js|css))"/g))
    visit(m[1]);
  return files;
}
const firstLoad = assetsOf(html);
const pageScripts = (page) => [...assetsOf(readFileSync(path.join(dist, page, 'index.html'), 'utf8'))].filter((f) => f.endsWith('.js'));
const admissionFirstLoad = pageScripts('admission');
const SCHEMA_FREE_PAGES = ['admission', 'student-corner/question-papers'];
const kind = (f) => (f.endsWith('.js') ? 'js' : f.endsWith('.css') ? 'css' : /\.(woff2?|ttf|otf)$/.test(f) ? 'font' : null);
const rows = readdirSync(path.join(dist, 'assets'))
  .map((f) => `assets/${f}`)
  .filter((file) => kind(file))
  .map((file) => ({ file, kind: kind(file), gzipBytes: gzBytes(file), gzipKB: gz(file), firstLoad: firstLoad.has(file) }))
  .sort((a, b) => b.gzipKB - a.gzipKB);
// Summed in bytes and rounded once: a dozen files each rounded to 0.1 kB would be off by up to 0.6.
const kB = (bytes) => +(bytes / 1024).toFixed(1);
const bytesOf = (list) => list.reduce((total, r) => total + r.gzipBytes, 0);
const sum = (list) => kB(bytesOf(list));
// What the prerender puts inside a page is counted all the same: the boot script, the stylesheet
// and the fonts' rules (not their copy for browsers that run no script, in <noscript>).
const insideBytes = (page, pattern) =>
  [...page.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').matchAll(pattern)].reduce((total, m) => total + gzipSync(m[1]).length, 0);
/** A page's first-load JS in kB: the script inside it and the files it loads. */
const jsKB = (page, files) =>
  kB(
    bytesOf(rows.filter((r) => r.kind === 'js' && files.includes(r.file))) +
      insideBytes(page, /<script(?: type="module")?>([\s\S]*?)<\/script>/g),
  );
const firstLoadJsKB = jsKB(html, [...firstLoad]);
const inlineCssKB = kB(insideBytes(html, /<style>([\s\S]*?)<\/style>/g));
const firstLoadCssKB = +(sum(rows.filter((r) => r.firstLoad && r.kind === 'css')) + inlineCssKB).toFixed(1);
const fonts = rows.filter((r) => r.kind === 'font');

const problems = [];
if (firstLoadJsKB > BUDGET_KB) problems.push(`first-load JS ${firstLoadJsKB} kB is over the ${BUDGET_KB} kB budget`);
const admissionJsKB = jsKB(readFileSync(path.join(dist, 'admission', 'index.html'), 'utf8'), admissionFirstLoad);
if (admissionJsKB > ADMISSION_BUDGET_KB)
  problems.push(`first-load JS of /admission ${admissionJsKB} kB is over the ${ADMISSION_BUDGET_KB} kB budget`);
for (const page of SCHEMA_FREE_PAGES) {
  for (const file of pageScripts(page)) {
    if (readFileSync(path.join(dist, file), 'utf8').includes(SCHEMA_LIBRARY_MARK))
      problems.push(`/${page} loads schema code at start-up: ${file}`);
  }
}
const lazy = Object.fromEntries(
  Object.entries(LAZY).map(([name, source]) => {
    const chunk = manifest[source];
    if (!chunk?.isDynamicEntry) problems.push(`${name} (${source}) is not a lazily loaded chunk`);
    else if (firstLoad.has(chunk.file)) problems.push(`${name} is loaded on the first visit`);
    return [name, chunk ? { file: chunk.file, gzipKB: gz(chunk.file) } : null];
  }),
);

const report = {
  budgetKB: BUDGET_KB,
  firstLoadJsKB,
  firstLoadCssKB,
  admissionBudgetKB: ADMISSION_BUDGET_KB,
  admissionJsKB,
  fonts: fonts.length ? fonts : 'none: the system font stack',
  lazy,
  files: rows,
  problems,
};
mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(path.join(root, 'reports/bundle.json'), `${JSON.stringify(report, null, 2)}\n`);
console.table(rows);
console.log(
  `first-load for /: JS ${firstLoadJsKB} kB, CSS ${firstLoadCssKB} kB gzipped (JS budget ${BUDGET_KB} kB); fonts: ${fonts.length ? `${sum(fonts)} kB` : 'none (system fonts)'}`,
);
console.log(
  `lazy chunks: ${Object.entries(lazy)
    .map(([n, c]) => `${n} ${c?.gzipKB ?? '?'} kB`)
    .join(', ')}; first load of /admission: JS ${admissionJsKB} kB (budget ${ADMISSION_BUDGET_KB} kB)`,
);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
