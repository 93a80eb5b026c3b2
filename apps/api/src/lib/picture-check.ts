import { open } from 'node:fs/promises';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { IMAGE_MAX_PIXELS, IMAGE_REFUSALS } from '@college/contracts/entities/applicant-images';
import { AppError } from './app-error';

// Every uploaded picture (an applicant's photo, a certificate, the gallery's photos) is decoded by
// libvips (through sharp) only after its header has been checked, and is kept only as a fresh
// encoding of the decoded pixels: nothing the sender put around or inside the pixels (EXIF with the
// GPS position, a script, a second file) survives.

// One picture at a time per process: a 40-megapixel PNG decodes to about 160 MB, and a cheap
// server must not hold several of those at once. The queue keeps the others waiting, not failing.
sharp.concurrency(1);
sharp.cache(false);

/** A phone's EXIF is a few kilobytes; one JPEG segment holds at most 64 KB. More is something else. */
const MAX_EXIF_BYTES = 64 * 1024;

const MAGIC = {
  jpeg: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  webp: (b: Buffer) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
} as const;
type PictureFormat = keyof typeof MAGIC;

/**
 * An ISO media file's brands that say HEIC or AVIF (an iPhone's photos, and newer Android ones):
 * the 'ftyp' box at byte 4, its major brand after it.
 */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);
const isHeif = (b: Buffer) => b.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(b.toString('latin1', 8, 12));

/** Whether the bytes start as a JPEG, PNG or WebP picture does (what it really is, checkedPicture decides). */
export function isPicture(head: Buffer): boolean {
  return (Object.keys(MAGIC) as PictureFormat[]).some((f) => MAGIC[f](head));
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

export function refusePicture(
  reason: keyof typeof IMAGE_REFUSALS,
  code: 'UNSUPPORTED_MEDIA_TYPE' | 'UNPROCESSABLE_FILE' = 'UNPROCESSABLE_FILE',
): never {
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

/** How every checked picture is decoded: never past the pixel limit, and not at all when damaged. */
export const DECODE: SharpOptions = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', sequentialRead: true };

/**
 * Reads an uploaded picture and checks it before anything decodes its pixels: a JPEG, PNG or WebP by
 * its bytes (HEIC and AVIF refused with how to send the photo instead), within the pixel limit, with
 * no second file riding in it and no more metadata than a camera writes. Returns its bytes and header.
 */
export async function checkedPicture(file: string): Promise<{ bytes: Buffer; meta: Metadata }> {
  const bytes = await readAll(file);
  if (isHeif(bytes)) refusePicture('heif', 'UNSUPPORTED_MEDIA_TYPE');
  const format = (Object.keys(MAGIC) as PictureFormat[]).find((f) => MAGIC[f](bytes));
  if (!format) refusePicture('notImage', 'UNSUPPORTED_MEDIA_TYPE');
  if (carriesAnotherFile(bytes)) refusePicture('hiddenData');
  let meta: Metadata;
  try {
    // The header only, so no limit is needed yet: the pixel count is known before anything is decoded.
    meta = await sharp(bytes, { ...DECODE, limitInputPixels: false }).metadata();
  } catch {
    refusePicture('unreadable');
  }
  if (meta.format !== format) refusePicture('notImage', 'UNSUPPORTED_MEDIA_TYPE');
  if (!meta.width || !meta.height) refusePicture('unreadable');
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) refusePicture('tooManyPixels');
  if ((meta.exif?.length ?? 0) > MAX_EXIF_BYTES) refusePicture('hiddenData');
  return { bytes, meta };
}
