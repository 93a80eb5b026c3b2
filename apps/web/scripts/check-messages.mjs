// Fails the build when the message catalogs are not complete: a message in the code that is not in
// the catalogs (or one left in them that the code no longer uses), a message without its
// translation in either language, or a translation whose placeholders ({name}, <0>…</0>) differ
// from its English. Translators edit src/locales/{en,ml}.po; `pnpm messages` brings new messages in.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const locales = ['en', 'ml'];
// The site's catalog, the application's and the later steps', as lingui.config.ts lists them.
const catalogs = ['', 'application/', 'steps/'];
const files = catalogs.flatMap((dir) => locales.map((l) => `${dir}${l}.po`));

/** The entries of a PO file: msgid (with its context) to msgstr. The header is left out. */
function readPo(file) {
  const entries = new Map();
  for (const block of readFileSync(file, 'utf8').split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((l) => !l.startsWith('#'));
    const field = (name) => {
      const start = lines.findIndex((l) => l.startsWith(`${name} `));
      if (start < 0) return null;
      const parts = [lines[start].slice(name.length + 1)];
      for (let i = start + 1; i < lines.length && lines[i].startsWith('"'); i++) parts.push(lines[i]);
      return parts.map((p) => JSON.parse(p)).join('');
    };
    const id = field('msgid');
    if (!id) continue;
    entries.set(`${field('msgctxt') ?? ''}\u0004${id}`, { id, str: field('msgstr') ?? '' });
  }
  return entries;
}

/** Placeholders and tags of a message, sorted: "{0}", "{name}", "<0>", "</0>". */
const placeholders = (text) => [...text.matchAll(/\{\w+\}|<\/?\d+\/?>/g)].map((m) => m[0]).sort();

const problems = [];
const scratch = mkdtempSync(path.join(tmpdir(), 'messages-'));
try {
  cpSync(path.join(webRoot, 'src/locales'), scratch, { recursive: true });
  execFileSync(process.execPath, [path.join(webRoot, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean'], {
    cwd: webRoot,
    env: { ...process.env, LINGUI_CATALOGS_DIR: scratch },
    stdio: 'pipe',
  });
  for (const l of files) {
    const committed = readPo(path.join(webRoot, 'src/locales', l));
    const extracted = readPo(path.join(scratch, l));
    for (const [key, { id }] of extracted)
      if (!committed.has(key)) problems.push(`${l}: "${id}" is used in the code but not in the catalog`);
    for (const [key, { id }] of committed) if (!extracted.has(key)) problems.push(`${l}: "${id}" is in the catalog but no longer used`);
    for (const { id, str } of committed.values()) {
      if (!str.trim()) problems.push(`${l}: "${id}" has no translation`);
      else if (placeholders(id).join() !== placeholders(str).join()) {
        problems.push(`${l}: "${id}" and its translation "${str}" have different placeholders`);
      }
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length) {
  console.error(
    `The message catalogs need work (run \`pnpm --filter @college/web messages\` for new messages):\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
const count = catalogs.reduce((n, dir) => n + readPo(path.join(webRoot, 'src/locales', `${dir}ml.po`)).size, 0);
console.log(`messages: ${count} in each of ${locales.join(', ')}, complete`);
