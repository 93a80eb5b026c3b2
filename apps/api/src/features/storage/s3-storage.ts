import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config/env';
import { assertKey, STORAGE_KEY, type FileStorage } from './file-storage';

/** The client the site and the copy command share. */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // Streamed uploads with the SDK's default trailing checksums use aws-chunked encoding, which
    // several S3-compatible servers refuse; a checksum only where the operation demands one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails a download or the readiness check in seconds, not minutes.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
    maxAttempts: 3,
  });
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * Files as objects under `prefix` in one bucket, so two machines (or ten) serve the same papers.
 * Objects are written once under fresh keys and never changed in place.
 */
export function s3Storage(client: S3Client, bucket: string, prefix: string): FileStorage {
  const objectKey = (key: string) => `${prefix}${assertKey(key)}`;
  return {
    async put(key, sourcePath) {
      const { size } = await stat(sourcePath);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: createReadStream(sourcePath),
          ContentLength: size,
          ContentType: 'application/pdf',
        }),
      );
      await rm(sourcePath, { force: true });
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return {
          size: head.ContentLength ?? 0,
          etag: head.ETag ?? `"${key}"`,
          lastModified: head.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      const answer = await client
        .send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        )
        .catch((error: unknown) => {
          if (isMissing(error)) return null;
          throw error;
        });
      if (!answer) return null;
      if (!(answer.Body instanceof Readable)) throw new Error('the object store answered without a body');
      return answer.Body;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async *keys() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        for (const item of page.Contents ?? []) {
          const key = item.Key?.slice(prefix.length) ?? '';
          if (STORAGE_KEY.test(key)) yield key;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
        return true;
      } catch {
        return false;
      }
    },
  };
}
