import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';

/**
 * A file a service produces, for a route to send: services know nothing of Express, routes
 * nothing of how the file is made. A body that is an async iterable is read at the client's pace,
 * and ended early if the client goes away (a generator's `finally` then runs, as it does at the end).
 */
export type FileAnswer = {
  filename: string;
  contentType: string;
  body: Uint8Array | string | AsyncIterable<Uint8Array | string>;
  /** no-store by default: files with personal data are never kept by a cache. */
  cacheControl?: string;
  /** Shown in the browser (a feed) rather than saved. */
  inline?: boolean;
};

/** Sends a file as an attachment; a client that cancels the download is not an error. */
export async function sendFileAnswer(res: Response, file: FileAnswer): Promise<void> {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', `${file.inline ? 'inline' : 'attachment'}; filename="${file.filename}"`);
  res.setHeader('Cache-Control', file.cacheControl ?? 'no-store');
  if (typeof file.body === 'string' || file.body instanceof Uint8Array) {
    res.end(file.body);
    return;
  }
  try {
    await pipeline(Readable.from(file.body), res);
  } catch (err) {
    if ((err as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw err;
  }
}
