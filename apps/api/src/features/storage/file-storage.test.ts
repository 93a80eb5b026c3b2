import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server';
import { localStorage, type FileStorage } from './file-storage';
import { s3Client, s3Storage } from './s3-storage';

const scratch = mkdtempSync(path.join(tmpdir(), 'college-storage-'));
let s3: Awaited<ReturnType<typeof startS3Server>>;

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
  rmSync(scratch, { recursive: true, force: true });
});

async function text(stream: Readable | null): Promise<string> {
  if (!stream) return '<none>';
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

let n = 0;
function tempFile(content: string): string {
  const file = path.join(scratch, `upload-${++n}.tmp`);
  writeFileSync(file, content);
  return file;
}

const stores: [string, () => FileStorage][] = [
  ['a local folder', () => localStorage(path.join(scratch, `store-${++n}`))],
  ['an S3-compatible bucket', () => s3Storage(s3Client(s3.settings), s3.settings.bucket, `papers-${++n}/`)],
];

describe.each(stores)('file storage in %s', (_name, makeStore) => {
  it('when a file is put, then it is read whole or by range, stat gives its size and ETag, and the temporary file is gone', async () => {
    const store = makeStore();
    const upload = tempFile('%PDF-0123456789');
    await store.put('a1b2.pdf', upload);
    expect(() => rmSync(upload)).toThrow();
    const found = await store.stat('a1b2.pdf');
    expect(found?.size).toBe(15);
    expect(found?.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(found?.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await text(await store.read('a1b2.pdf'))).toBe('%PDF-0123456789');
    expect(await text(await store.read('a1b2.pdf', { start: 5, end: 8 }))).toBe('0123');
  });

  it('when a key is absent, then stat and read say so with null, and remove is quiet', async () => {
    const store = makeStore();
    expect(await store.stat('missing.pdf')).toBeNull();
    expect(await store.read('missing.pdf')).toBeNull();
    await expect(store.remove('missing.pdf')).resolves.toBeUndefined();
  });

  it('when files are removed, then they are gone and keys lists what is left, in order', async () => {
    const store = makeStore();
    for (const key of ['c.pdf', 'a.pdf', 'b.pdf']) await store.put(key, tempFile(key));
    await store.remove('b.pdf');
    expect(await store.stat('b.pdf')).toBeNull();
    const keys: string[] = [];
    for await (const key of store.keys()) keys.push(key);
    expect(keys).toEqual(['a.pdf', 'c.pdf']);
    expect(await store.check()).toBe(true);
  });

  it('when a key is not one the server makes, then nothing is touched', async () => {
    const store = makeStore();
    for (const key of ['../secret.pdf', 'a/b.pdf', 'paper.exe', '']) {
      await expect(store.stat(key)).rejects.toThrow('invalid storage key');
      await expect(store.put(key, tempFile('x'))).rejects.toThrow('invalid storage key');
    }
  });
});

describe('object storage that cannot be reached', () => {
  it('when the bucket does not exist, then the readiness check says no', async () => {
    const store = s3Storage(s3Client({ ...s3.settings, bucket: 'no-such-bucket' }), 'no-such-bucket', 'p/');
    expect(await store.check()).toBe(false);
  });

  it('when the keys are wrong, then the check says no and reads fail rather than answer empty', async () => {
    const settings = { ...s3.settings, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'wrong' } };
    const store = s3Storage(s3Client(settings), settings.bucket, 'p/');
    expect(await store.check()).toBe(false);
    await expect(store.stat('a.pdf')).rejects.toThrow();
  });

  it('when nothing listens at the endpoint, then the check says no within seconds', async () => {
    const settings = { ...s3.settings, endpoint: 'http://127.0.0.1:1' };
    const store = s3Storage(s3Client(settings), settings.bucket, 'p/');
    expect(await store.check()).toBe(false);
  });
});
