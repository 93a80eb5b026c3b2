// Part of `pnpm lint`: every decision record has a date and a status, a superseded record names a
// record that exists, and the index lists each record once with the same date and status.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'decisions');
const records = readdirSync(dir).filter((f) => /^\d{4}-.+\.md$/.test(f));
const index = readFileSync(path.join(dir, 'README.md'), 'utf8');
const problems = [];

for (const file of records) {
  const number = Number(file.slice(0, 4));
  const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
  if (!lines[0]?.startsWith(`# ${number}. `)) problems.push(`${file}: the title must start with "# ${number}. "`);
  const date = /^- Date: (\d{4}-\d{2}-\d{2})$/.exec(lines[2] ?? '')?.[1];
  const status = /^- Status: (accepted|proposed|superseded by (\d+))$/.exec(lines[3] ?? '');
  if (!date || Number.isNaN(Date.parse(date))) problems.push(`${file}: line 3 must be "- Date: YYYY-MM-DD"`);
  if (!status) problems.push(`${file}: line 4 must be "- Status: accepted", "- Status: proposed" or "- Status: superseded by N"`);
  const by = status?.[2];
  if (by && !records.some((f) => Number(f.slice(0, 4)) === Number(by))) problems.push(`${file}: superseded by ${by}, which has no record`);
  const row = index.split('\n').find((l) => l.includes(`](${file})`));
  if (!row) problems.push(`README.md: no row for ${file}`);
  else if (!row.includes(`| ${date} |`) || !row.includes(`| ${status?.[1]} |`))
    problems.push(`README.md: the row for ${file} must show ${date} and ${status?.[1]}`);
}

if (problems.length > 0) {
  console.error(`Decision records:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
