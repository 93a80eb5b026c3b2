import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../../test/journey';
import { paperFields } from '../../test/fixtures';
import { startS3Server } from '../../test/s3-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { samplePdf } from '../question-papers/pdf';
import { PAPERS_FOLDER } from './file-storage';
import { papersStorage } from './papers-storage';
import { call } from '../../test/call';
import * as staffEndpoints from '@college/contracts/endpoints/staff';
import * as health from '@college/contracts/endpoints/health';
import * as questionPapers from '@college/contracts/endpoints/question-papers';

const PDF = samplePdf(['Paper kept in the bucket']);
const meta = paperFields({ department: 'Civil Engineering', subjectCode: 'S3101', subject: 'Surveying', semester: '3' });

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let staff: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ env: s3.env });
  staff = await signInStaff(t);
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

function binary(req: request.Test) {
  return req.buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

async function uploadPaper(subjectCode: string): Promise<{ id: string; link: string }> {
  const req = call(staff.agent, staffEndpoints.uploadPaper);
  for (const [k, v] of Object.entries({ ...meta, subjectCode })) req.field(k, v);
  const created = await req.attach('file', PDF, { filename: 'paper.pdf', contentType: 'application/pdf' }).expect(201);
  const id = created.body.data.id as string;
  return { id, link: `/api/v1/qp/papers/${id}/file` };
}

describe('question papers in an S3-compatible bucket', () => {
  it('when a paper is uploaded, then it lands in the bucket, not on the disk, and downloads byte for byte', async () => {
    const { link } = await uploadPaper('S3101');
    const storage = papersStorage(t.config);
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    expect(keys).toHaveLength(1);
    expect(existsSync(path.join(t.config.dataDir, 'files', PAPERS_FOLDER))).toBe(false);
    const res = await binary(request(t.app).get(link)).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(PDF.length));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
  });

  it('when a download resumes, is repeated or asks past the end, then ranges, ETags and 416 answer as from the disk', async () => {
    const { link } = await uploadPaper('S3102');
    const whole = await request(t.app).head(link).expect(200);
    const etag = whole.headers.etag as string;
    expect(whole.headers['content-length']).toBe(String(PDF.length));

    const part = await binary(request(t.app).get(link).set('Range', 'bytes=0-4')).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 0-4/${PDF.length}`);
    expect((part.body as Buffer).toString()).toBe('%PDF-');
    const tail = await binary(request(t.app).get(link).set('Range', 'bytes=-6')).expect(206);
    expect(Buffer.compare(tail.body as Buffer, PDF.subarray(PDF.length - 6))).toBe(0);

    await request(t.app).get(link).set('If-None-Match', etag).expect(304);
    const past = await request(t.app)
      .get(link)
      .set('Range', `bytes=${PDF.length + 10}-`)
      .expect(416);
    expect(past.headers['content-range']).toBe(`bytes */${PDF.length}`);
    // A resumed download of a copy that has since changed gets the whole new file.
    const changed = await binary(request(t.app).get(link).set('Range', 'bytes=0-4').set('If-Range', '"an-older-copy"')).expect(200);
    expect(changed.body).toHaveLength(PDF.length);
    await binary(request(t.app).get(link).set('Range', 'bytes=0-4').set('If-Range', etag)).expect(206);
  });

  it('when a paper is replaced and then deleted, then its ETag changes and its objects leave the bucket', async () => {
    const { id, link } = await uploadPaper('S3103');
    const before = await request(t.app).head(link).expect(200);
    await call(staff.agent, staffEndpoints.replacePaperFile, { params: { id } })
      .attach('file', samplePdf(['Second version, longer than the first']), { filename: 'v2.pdf', contentType: 'application/pdf' })
      .expect(200);
    const after = await request(t.app).head(link).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await request(t.app)
      .get(link)
      .set('If-None-Match', before.headers.etag as string)
      .expect(200);

    const storage = papersStorage(t.config);
    const count = async () => {
      let n = 0;
      for await (const key of storage.keys()) if (key) n += 1;
      return n;
    };
    const withIt = await count();
    await call(staff.agent, staffEndpoints.deletePaper, { params: { id } }).expect(200);
    await request(t.app).get(link).expect(404);
    expect(await count()).toBe(withIt - 1);
  });

  it('when the bucket stops answering, then readiness, downloads and uploads answer 503 with Retry-After, and nothing is lost', async () => {
    const own = await startS3Server('college-gone');
    const app = await createTestApp({ env: own.env });
    const clerk = await signInStaff(app);
    try {
      await call(request(app.app), health.healthReady).expect(200);
      const req = call(clerk.agent, staffEndpoints.uploadPaper);
      for (const [k, v] of Object.entries(meta)) req.field(k, v);
      const created = await req.attach('file', PDF, { filename: 'paper.pdf', contentType: 'application/pdf' }).expect(201);
      const link = `/api/v1/qp/papers/${created.body.data.id as string}/file`;
      await own.stop();

      const ready = await call(request(app.app), health.healthReady).expect(503);
      expect(ready.body.code).toBe('STORAGE_UNAVAILABLE');
      await call(request(app.app), health.healthLive).expect(200);
      const download = await request(app.app).get(link).expect(503);
      expect(download.body).toMatchObject({ success: false, code: 'STORAGE_UNAVAILABLE', message: 'The file store is not reachable' });
      expect(download.headers['retry-after']).toBe('5');
      const again = call(clerk.agent, staffEndpoints.uploadPaper);
      for (const [k, v] of Object.entries({ ...meta, subjectCode: 'S3199' })) again.field(k, v);
      const refused = await again.attach('file', PDF, { filename: 'paper.pdf', contentType: 'application/pdf' }).expect(503);
      expect(refused.body.code).toBe('STORAGE_UNAVAILABLE');
      // The paper uploaded before the outage is still listed; the refused one was never added.
      const list = await call(request(app.app), questionPapers.getQuestionPapers).query({ q: 'S31' }).expect(200);
      expect(list.body.data.map((p: { subjectCode: string }) => p.subjectCode)).toEqual(['S3101']);
      expect(readdirSync(path.join(app.config.dataDir, 'tmp'))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('a bucket that accepts connections and never answers', () => {
  // Each answer is bounded by the store's deadline (5 s) plus one idle timeout; before the bound it
  // took 90 s (30 s, three times). The limit here leaves room for a busy machine.
  const BOUND_MS = 15_000;

  it('then readiness, downloads and uploads answer 503 with Retry-After within seconds', { timeout: 120_000 }, async () => {
    const own = await startS3Server('college-silent');
    const app = await createTestApp({ env: own.env });
    const clerk = await signInStaff(app);
    const silent = createServer(() => {
      // Holds every connection open and says nothing, as a store whose disks have stalled.
    });
    try {
      const req = call(clerk.agent, staffEndpoints.uploadPaper);
      for (const [k, v] of Object.entries(meta)) req.field(k, v);
      const created = await req.attach('file', PDF, { filename: 'paper.pdf', contentType: 'application/pdf' }).expect(201);
      const link = `/api/v1/qp/papers/${created.body.data.id as string}/file`;
      await own.stop();
      await new Promise<void>((resolve) => silent.listen(Number(new URL(own.endpoint).port), '127.0.0.1', resolve));

      const timed = async (call: () => Promise<request.Response>) => {
        const started = Date.now();
        const res = await call();
        return { res, ms: Date.now() - started };
      };
      const ready = await timed(() => call(request(app.app), health.healthReady));
      const download = await timed(() => request(app.app).get(link));
      const upload = await timed(() => {
        const again = call(clerk.agent, staffEndpoints.uploadPaper);
        for (const [k, v] of Object.entries({ ...meta, subjectCode: 'S3198' })) again.field(k, v);
        return again.attach('file', PDF, { filename: 'paper.pdf', contentType: 'application/pdf' });
      });
      for (const { res, ms } of [ready, download, upload]) {
        expect(res.status).toBe(503);
        expect(res.body.code).toBe('STORAGE_UNAVAILABLE');
        expect(res.headers['retry-after']).toBe('5');
        expect(ms).toBeLessThan(BOUND_MS);
      }
    } finally {
      silent.close();
      await app.close();
    }
  });
});

describe('pnpm storage:copy', () => {
  // Not spawnSync: the bucket's server runs in this process and must keep answering meanwhile.
  const run = (env: Record<string, string>) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/storage-copy.ts'],
        { cwd: path.resolve(import.meta.dirname, '../../..'), env: { PATH: process.env.PATH, NODE_ENV: 'development', ...env } },
        (_error, stdout, stderr) => resolve({ status: child.exitCode, stdout, stderr }),
      );
    });

  it('when a local store is copied into the bucket, then every file arrives once, the folder stays, and a second run copies nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'college-copy-source-'));
    const bucket = await startS3Server('college-moved');
    try {
      const folder = path.join(dataDir, 'files', PAPERS_FOLDER);
      mkdirSync(folder, { recursive: true });
      for (const name of ['a1.pdf', 'b2.pdf', 'c3.pdf']) writeFileSync(path.join(folder, name), samplePdf([name]));
      writeFileSync(path.join(folder, 'notes.txt'), 'not a stored paper');

      const first = await run({ ...bucket.env, DATA_DIR: dataDir });
      expect(first.status).toBe(0);
      expect(first.stdout).toContain('3 copied, 0 already in the bucket, 3 in the folder.');
      expect(readdirSync(folder).sort()).toEqual(['a1.pdf', 'b2.pdf', 'c3.pdf', 'notes.txt']);

      const second = await run({ ...bucket.env, DATA_DIR: dataDir });
      expect(second.stdout).toContain('0 copied, 3 already in the bucket, 3 in the folder.');

      const app = await createTestApp({ env: { ...bucket.env, DATA_DIR: dataDir } });
      try {
        const stored = await papersStorage(app.config).stat('b2.pdf');
        expect(stored?.size).toBe(samplePdf(['b2.pdf']).length);
      } finally {
        await app.close();
      }
    } finally {
      await bucket.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('when no bucket is configured or it does not answer, then it says what to set and copies nothing', async () => {
    const none = await run({});
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('Set S3_BUCKET');
    const unreachable = await run({
      S3_BUCKET: 'college-files',
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(unreachable.status).toBe(1);
    expect(unreachable.stderr).toContain('does not answer');
  });
});
