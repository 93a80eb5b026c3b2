import { open } from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_BOX, IMAGE_MAX_PIXELS, IMAGE_REFUSALS, type ImageKind } from '@college/contracts/entities/applicant-images';
import { DOCUMENT_IMAGE_BOX } from '@college/contracts/entities/admission-documents';
import { AppError } from '../../lib/app-error';

// Every picture is decoded by libvips (through sharp) only after its header has been checked, and is
// stored only as a fresh JPEG of the decoded pixels: nothing the sender put around or inside the
// pixels (EXIF with the GPS position, a script, a second file) survives the re-encoding.

// One picture at a time per process: a 40-megapixel PNG decodes to about 160 MB, and a cheap
// server must not hold several of those at once. The queue keeps the others waiting, not failing.
sharp.concurrency(1);
sharp.cache(false);

/** A phone's EXIF is a few kilobytes; one JPEG segment holds at most 64 KB. More is something else. */
const MAX_EXIF_BYTES = 64 * 1024;

/** A picture's use: the applicant's photo or signature, or a photo of a certificate sent for admission. */
export type PictureUse = ImageKind | 'document';

/** Below this a face, a signature or a certificate's print cannot be made out. */
const MIN_SIDE: Record<PictureUse, { width: number; height: number }> = {
  photo: { width: 100, height: 120 },
  signature: { width: 120, height: 30 },
  document: { width: 400, height: 400 },
};

const BOX: Record<PictureUse, { width: number; height: number }> = { ...IMAGE_BOX, document: DOCUMENT_IMAGE_BOX };

const JPEG_QUALITY = 82;

const MAGIC = {
  jpeg: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  webp: (b: Buffer) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
} as const;
type ImageFormat = keyof typeof MAGIC;

/** Whether the bytes start as a JPEG, PNG or WebP picture does (what it really is, cleanImage decides). */
export function isPicture(head: Buffer): boolean {
  return (Object.keys(MAGIC) as ImageFormat[]).some((f) => MAGIC[f](head));
}

/**
 * Signs of a second file riding in the picture: a PDF's header (readers look anywhere near the
 * start), markup a browser would run, or a ZIP's directory record ending exactly at the end of the
 * file (where unzip looks for it). Each sign is long enough that a camera's compressed data, which
 * looks random, carries it by chance about once in a million pictures, not once in a hundred.
 */
function carriesAnotherFile(bytes: Buffer): boolean {
  if (bytes.includes('%PDF-', 0, 'latin1')) return true;
  const text = bytes.toString('latin1').toLowerCase();
  if (['<script', '<html', '<?php', '<iframe', '<svg ', '<svg>'].some((tag) => text.includes(tag))) return true;
  return endsWithZipDirectory(bytes);
}

/** A ZIP's end-of-directory record (22 bytes and its comment) that closes the file. */
function endsWithZipDirectory(bytes: Buffer): boolean {
  const EOCD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
  for (let at = bytes.lastIndexOf(EOCD); at >= 0 && at >= bytes.length - 66_000; at = at > 0 ? bytes.lastIndexOf(EOCD, at - 1) : -1) {
    if (at + 22 <= bytes.length && at + 22 + bytes.readUInt16LE(at + 20) === bytes.length) return true;
  }
  return false;
}

function refuse(reason: keyof typeof IMAGE_REFUSALS, code: 'UNSUPPORTED_MEDIA_TYPE' | 'UNPROCESSABLE_FILE' = 'UNPROCESSABLE_FILE'): never {
  throw new AppError(code, IMAGE_REFUSALS[reason], { fieldErrors: { file: [IMAGE_REFUSALS[reason]] } });
}

async function readAll(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

export type CleanImage = { jpeg: Buffer; width: number; height: number };

/**
 * Checks an uploaded picture and re-encodes it as a JPEG sized for its kind: orientation applied,
 * every piece of metadata dropped, transparency on white. A picture that is not one, is too big,
 * carries another file or too much hidden data, or cannot be decoded is refused with what to do.
 */
export async function cleanImage(file: string, kind: PictureUse): Promise<CleanImage> {
  const bytes = await readAll(file);
  const format = (Object.keys(MAGIC) as ImageFormat[]).find((f) => MAGIC[f](bytes));
  if (!format) refuse('notImage', 'UNSUPPORTED_MEDIA_TYPE');
  if (carriesAnotherFile(bytes)) refuse('hiddenData');

  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' as const, sequentialRead: true };
  let meta: Metadata;
  try {
    // The header only, so no limit is needed yet: the pixel count is known before anything is decoded.
    meta = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    refuse('unreadable');
  }
  if (meta.format !== format) refuse('notImage', 'UNSUPPORTED_MEDIA_TYPE');
  if (!meta.width || !meta.height) refuse('unreadable');
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) refuse('tooManyPixels');
  if ((meta.exif?.length ?? 0) > MAX_EXIF_BYTES) refuse('hiddenData');

  const box = BOX[kind];
  try {
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const min = MIN_SIDE[kind];
    // Measured upright, after the orientation is applied.
    if (info.width < min.width || info.height < min.height) refuse('tooSmall');
    return { jpeg: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    refuse('unreadable');
  }
}
