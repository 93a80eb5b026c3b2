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

/** How long the store's socket may sit idle, and how long it may take to begin answering. */
const STORE_IDLE_MS = 3_000;
const STORE_ANSWER_MS = 5_000;
/** An upload may take longer, by its size: at least this many bytes a second. */
const UPLOAD_BYTES_PER_SECOND = 1_000_000;

/**
 * Sends a command with a deadline for its answer (the headers; a download's body then streams for
 * as long as it needs, guarded by the idle timeout). A store that accepts connections and never
 * answers fails within the deadline, whatever the SDK's retries would have added up to.
 */
async function sendWithin<T>(ms: number, send: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('the object store did not answer in time')), ms);
  try {
    return await send(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

const ignore = () => undefined;
/**
 * The SDK writes some of its notes to the process's console when it has no logger (a streaming
 * request that failed is one). The store's failures reach the log already, as the errors this
 * module throws and the readiness check's answer; a bare console line would break the log's JSON.
 */
const quietLogger = { trace: ignore, debug: ignore, info: ignore, warn: ignore, error: ignore };

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
    // A store that stops answering fails in seconds, not minutes: the socket may sit idle this long
    // (a download or an upload that is moving never does), and one retry at most. Each operation
    // also has a deadline for its answer (sendWithin below), which holds even where retries add up.
    requestHandler: { connectionTimeout: 2_000, requestTimeout: STORE_IDLE_MS, throwOnRequestTimeout: true },
    maxAttempts: 2,
    logger: quietLogger,
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
      await sendWithin(STORE_ANSWER_MS + (size / UPLOAD_BYTES_PER_SECOND) * 1000, (abortSignal) =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Body: createReadStream(sourcePath),
            ContentLength: size,
            ContentType: key.endsWith('.jpg') ? 'image/jpeg' : 'application/pdf',
          }),
          { abortSignal },
        ),
      );
      await rm(sourcePath, { force: true });
    },
    async stat(key) {
      try {
        const head = await sendWithin(STORE_ANSWER_MS, (abortSignal) =>
          client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }), { abortSignal }),
        );
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
      const answer = await sendWithin(STORE_ANSWER_MS, (abortSignal) =>
        client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
          { abortSignal },
        ),
      ).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!answer) return null;
      if (!(answer.Body instanceof Readable)) throw new Error('the object store answered without a body');
      return answer.Body;
    },
    async remove(key) {
      await sendWithin(STORE_ANSWER_MS, (abortSignal) =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }), { abortSignal }),
      );
    },
    async *keys() {
      let token: string | undefined;
      do {
        const page = await sendWithin(STORE_ANSWER_MS, (abortSignal) =>
          client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }), { abortSignal }),
        );
        for (const item of page.Contents ?? []) {
          const key = item.Key?.slice(prefix.length) ?? '';
          if (STORAGE_KEY.test(key)) yield key;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async check() {
      try {
        await sendWithin(STORE_ANSWER_MS, (abortSignal) => client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal }));
        return true;
      } catch {
        return false;
      }
    },
  };
}
