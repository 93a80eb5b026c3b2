import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { GALLERY_WIDTHS } from '@college/contracts/entities/gallery';
import { AppError } from '../../lib/app-error';
import { checkedPicture, DECODE, refusePicture } from '../../lib/picture-check';

/** WebP at this quality: a 1280-pixel campus photo in about 150 kB, no visible loss on a phone. */
const WEBP_QUALITY = 78;
/** ThumbHash encodes pictures of at most 100 x 100. */
const PLACEHOLDER_BOX = 100;

export type GalleryPhotoFiles = {
  /** Upright, after the camera's orientation. */
  width: number;
  height: number;
  /** One WebP per kept width, narrowest first; a photo narrower than the first width keeps its own. */
  copies: { width: number; webp: Buffer }[];
  /** The ThumbHash, base64. */
  placeholder: string;
};

/**
 * Checks an uploaded photo (lib/picture-check) and makes, once, what the gallery serves: WebP copies
 * at the fixed widths, turned upright, with no metadata at all (sharp writes none unless asked),
 * and a ThumbHash to draw while they load.
 */
export async function galleryPhotoFiles(file: string): Promise<GalleryPhotoFiles> {
  const { bytes, meta } = await checkedPicture(file);
  // EXIF orientations 5 to 8 turn the picture on its side.
  const sideways = (meta.orientation ?? 1) >= 5;
  const width = sideways ? meta.height : meta.width;
  const height = sideways ? meta.width : meta.height;
  const widths = GALLERY_WIDTHS.filter((w) => w <= width);
  if (widths.length === 0) widths.push(width as never);
  try {
    const copies: GalleryPhotoFiles['copies'] = [];
    for (const w of widths) {
      const webp = await sharp(bytes, DECODE).rotate().resize({ width: w }).webp({ quality: WEBP_QUALITY }).toBuffer();
      copies.push({ width: w, webp });
    }
    const { data, info } = await sharp(bytes, DECODE)
      .rotate()
      .resize({ width: PLACEHOLDER_BOX, height: PLACEHOLDER_BOX, fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const placeholder = Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
    return { width, height, copies, placeholder };
  } catch (error) {
    if (error instanceof AppError) throw error;
    refusePicture('unreadable');
  }
}
