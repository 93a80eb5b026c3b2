// The part of `pnpm bench` that checks shared file storage: two processes, each with its own
// DATA_DIR as on two machines, one S3-compatible bucket. A paper uploaded through nginx (to
// whichever process) must download whole, by range and as 304 from each process; a file replaced
// through one process must be the new file on the other.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { samplePdf } from '../src/features/question-papers/pdf.ts';

const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/** An S3-compatible server on 127.0.0.1 with one bucket; answers the env a process needs to use it. */
export async function startBucket() {
  const directory = mkdtempSync(path.join(tmpdir(), 'college-bench-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: 'college-files' }] });
  const { port } = await server.run();
  return {
    env: { S3_BUCKET: 'college-files', S3_ENDPOINT: `http://127.0.0.1:${port}`, ...KEYS },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

const digest = (bytes) => createHash('sha256').update(bytes).digest('hex');

async function signInEditor(base) {
  const res = await fetch(`${base}/api/v1/auth/staff/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'editor@college.example', password: 'demo-office-2026' }),
  });
  if (!res.ok) throw new Error(`staff sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function paperForm(pdf, subjectCode) {
  const form = new FormData();
  const fields = { department: 'Civil Engineering', subjectCode, subject: 'Shared storage check', type: 'previous-paper' };
  for (const [k, v] of Object.entries({ ...fields, year: '2024', month: 'April', semester: '3', revisionYear: '2021' })) form.set(k, v);
  form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'paper.pdf');
  return form;
}

/** What each process answers for the paper: the whole file, a range and a conditional GET. */
async function readBack(base, id, pdf) {
  const url = `${base}/api/v1/qp/papers/${id}/file`;
  const whole = await fetch(url);
  const bytes = Buffer.from(await whole.arrayBuffer());
  const etag = whole.headers.get('etag');
  const part = await fetch(url, { headers: { Range: 'bytes=0-4' } });
  const partText = await part.text();
  // As a browser revalidates (fetch would otherwise add Cache-Control: no-cache, which asks for the file itself).
  const again = await fetch(url, { headers: { 'If-None-Match': etag ?? '', 'Cache-Control': 'max-age=0' } });
  return {
    whole: whole.status === 200 && digest(bytes) === digest(pdf),
    range: part.status === 206 && partText === '%PDF-',
    notModified: again.status === 304,
  };
}

export async function sharedFiles(nginxUrl, bases) {
  const cookie = await signInEditor(nginxUrl);
  // No Origin: a script is not a browser page (nginx's Host has no port, so one would not match).
  const staffHeaders = { Cookie: cookie };
  const first = samplePdf(['Uploaded through nginx']);
  const subjectCode = `SHARE${Date.now() % 100_000}`;
  const created = await fetch(`${nginxUrl}/api/v1/staff/question-papers`, {
    method: 'POST',
    headers: staffHeaders,
    body: paperForm(first, subjectCode),
  });
  if (created.status !== 201) throw new Error(`upload through nginx answered ${created.status}: ${await created.text()}`);
  const { id } = (await created.json()).data;
  const checks = [];
  for (const [i, base] of bases.entries()) checks.push({ process: i + 1, ...(await readBack(base, id, first)) });

  // Replaced through the second process; the first must send the new file.
  const second = samplePdf(['Replaced through the second process, longer than the first one']);
  const cookieTwo = await signInEditor(bases[1]);
  const form = new FormData();
  form.set('file', new Blob([second], { type: 'application/pdf' }), 'v2.pdf');
  const replaced = await fetch(`${bases[1]}/api/v1/staff/question-papers/${id}/file`, {
    method: 'PUT',
    headers: { Cookie: cookieTwo },
    body: form,
  });
  const afterReplace = await readBack(bases[0], id, second);
  const removed = await fetch(`${nginxUrl}/api/v1/staff/question-papers/${id}`, { method: 'DELETE', headers: staffHeaders });
  const failed = checks.filter((c) => !(c.whole && c.range && c.notModified)).length + (afterReplace.whole ? 0 : 1);
  return {
    store: 'S3-compatible bucket on 127.0.0.1, each process with its own DATA_DIR',
    uploadedThroughNginx: true,
    readFromEachProcess: checks,
    replacedOnSecondReadOnFirst: replaced.ok && afterReplace.whole,
    deleted: removed.ok,
    failed,
  };
}
