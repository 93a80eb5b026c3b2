import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import type { ByteRange, StoredFile } from './file-storage';

/**
 * Whether a Range request still applies: with If-Range, only while the client's copy (named by
 * its ETag or date) is the stored one; otherwise the client gets the whole new file.
 */
function rangeStillApplies(req: Request, file: StoredFile): boolean {
  const ifRange = req.get('if-range');
  if (!ifRange) return true;
  if (ifRange.includes('"')) return ifRange === file.etag;
  const since = Date.parse(ifRange);
  return Number.isFinite(since) && Math.floor(file.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

/** The one byte range to send, 'unsatisfiable', or undefined for the whole file. */
function requestedRange(req: Request, file: StoredFile): ByteRange | 'unsatisfiable' | undefined {
  if (!req.headers.range || !rangeStillApplies(req, file)) return undefined;
  const ranges = req.range(file.size, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  // Malformed headers and several ranges get the whole file, as Express's sendFile did.
  if (ranges === -2 || ranges === undefined || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  const [only] = ranges;
  return only && { start: only.start, end: only.end };
}

/**
 * Sends a stored file the same way from a folder or a bucket: ETag and Last-Modified, 304 for a
 * copy still current, 206 for one byte range (resumed downloads on patchy mobile data), 416 for a
 * range past the end. The caller sets the type, disposition and caching headers.
 */
async function sendStoredFile(
  req: Request,
  res: Response,
  file: StoredFile,
  read: (range?: ByteRange) => Promise<Readable>,
): Promise<void> {
  res.setHeader('ETag', file.etag);
  res.setHeader('Last-Modified', file.lastModified.toUTCString());
  res.setHeader('Accept-Ranges', 'bytes');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const range = requestedRange(req, file);
  if (range === 'unsatisfiable') {
    res.status(416).setHeader('Content-Range', `bytes */${file.size}`);
    res.end();
    return;
  }
  // Opened before the status and length are set, so a store that fails here gets a proper error.
  const body = req.method === 'HEAD' ? undefined : await read(range);
  if (range) res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  res.setHeader('Content-Length', range ? range.end - range.start + 1 : file.size);
  if (!body) {
    res.end();
    return;
  }
  try {
    await pipeline(body, res);
  } catch {
    // A reader who cut the download short, or a store that failed halfway: the connection is
    // closed (the client sees a short file, not a corrupt one) and there is nobody to answer.
    res.destroy();
  }
}

/**
 * Sends a stored PDF for the public to read: inline in the browser's viewer or as a download under
 * `name`, sandboxed so nothing in it can reach this site, cached for `maxAgeSeconds`, or (null)
 * only by the one browser and checked every time, for what the public may not see.
 */
export async function sendStoredPdf(
  req: Request,
  res: Response,
  pdf: { file: StoredFile; read: (range?: ByteRange) => Promise<Readable>; name: string; download: boolean; maxAgeSeconds: number | null },
): Promise<void> {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `${pdf.download ? 'attachment' : 'inline'}; filename="${pdf.name}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // The PDF may be shown by the browser's viewer, but nothing in it can reach this site.
  res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox allow-scripts");
  res.setHeader('Cache-Control', pdf.maxAgeSeconds === null ? 'private, no-cache' : `public, max-age=${pdf.maxAgeSeconds}`);
  await sendStoredFile(req, res, pdf.file, pdf.read);
}

/**
 * Sends a stored WebP photo: never sniffed as anything else; cached by everyone for `maxAgeSeconds`,
 * or (null) only by the one browser and checked every time, for what the public may not see yet.
 */
export async function sendStoredImage(
  req: Request,
  res: Response,
  image: { file: StoredFile; read: (range?: ByteRange) => Promise<Readable>; maxAgeSeconds: number | null },
): Promise<void> {
  res.setHeader('Content-Type', 'image/webp');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', image.maxAgeSeconds === null ? 'private, no-cache' : `public, max-age=${image.maxAgeSeconds}`);
  await sendStoredFile(req, res, image.file, image.read);
}
