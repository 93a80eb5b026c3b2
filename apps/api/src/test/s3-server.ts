import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../config/env';

/** The key pair the test server accepts; requests are signed and checked as S3 would. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server on 127.0.0.1 (its objects in a scratch folder) with one bucket,
 * for the object-storage adapter to talk to over HTTP exactly as it would to a provider.
 */
export async function startS3Server(bucket = 'college-files') {
  const directory = mkdtempSync(path.join(tmpdir(), 'college-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = { bucket, endpoint, region: 'ap-south-1', credentials: KEYS, forcePathStyle: true };
  return {
    endpoint,
    settings,
    /** The environment a process needs to use this bucket. */
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: KEYS.accessKeyId, S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
