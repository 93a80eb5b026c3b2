import sharp from 'sharp';
import { IMAGE_BOX, type ImageKind } from '@college/contracts/entities/applicant-images';
import { DOCUMENT_IMAGE_BOX } from '@college/contracts/entities/admission-documents';
import { AppError } from '../../lib/app-error';
import { checkedPicture, DECODE, refusePicture } from '../../lib/picture-check';

export { isPicture } from '../../lib/picture-check';

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

export type CleanImage = { jpeg: Buffer; width: number; height: number };

/**
 * Checks an uploaded picture and re-encodes it as a JPEG sized for its kind: orientation applied,
 * every piece of metadata dropped, transparency on white. A picture that is not one, is too big,
 * carries another file or too much hidden data, or cannot be decoded is refused with what to do.
 */
export async function cleanImage(file: string, kind: PictureUse): Promise<CleanImage> {
  const { bytes } = await checkedPicture(file);
  const box = BOX[kind];
  try {
    const { data, info } = await sharp(bytes, DECODE)
      .rotate()
      .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const min = MIN_SIDE[kind];
    // Measured upright, after the orientation is applied.
    if (info.width < min.width || info.height < min.height) refusePicture('tooSmall');
    return { jpeg: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    refusePicture('unreadable');
  }
}
