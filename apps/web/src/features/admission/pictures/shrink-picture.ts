import { DOCUMENT_IMAGE_BOX } from '@college/contracts/entities/admission-documents';
import { IMAGE_BOX, IMAGE_TARGET_BYTES, type ImageKind } from '@college/contracts/entities/applicant-images';

// A phone's camera gives 3 to 12 MB; a family on slow mobile data should send a few dozen kilobytes.
// The picture is drawn upright onto a canvas the size the office needs and saved as a JPEG: the
// canvas keeps pixels only, so the camera's EXIF (the GPS position among it) never leaves the phone.

const QUALITIES = [0.85, 0.75, 0.65, 0.55];

/** A photographed certificate keeps its small print legible at this size. */
const DOCUMENT_TARGET_BYTES = 600 * 1024;

/** The picture decoded upright (the browser applies its EXIF orientation). */
async function decode(file: Blob): Promise<ImageBitmap | HTMLImageElement> {
  if ('createImageBitmap' in window) {
    try {
      return await createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch {
      // An older browser that knows no options: the element below decodes it.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return img;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * The picture shrunk into its kind's box and under 200 KB, as a JPEG on white. Null when this
 * browser cannot decode it (the server is then sent the file as chosen, and says what is wrong).
 */
export async function shrinkPicture(file: File, kind: ImageKind | 'document'): Promise<Blob | null> {
  let picture: ImageBitmap | HTMLImageElement;
  try {
    picture = await decode(file);
  } catch {
    return null;
  }
  const box = kind === 'document' ? DOCUMENT_IMAGE_BOX : IMAGE_BOX[kind];
  const target = kind === 'document' ? DOCUMENT_TARGET_BYTES : IMAGE_TARGET_BYTES;
  let scale = Math.min(1, box.width / picture.width, box.height / picture.height);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  for (let attempt = 0; attempt < 3; attempt++) {
    canvas.width = Math.max(1, Math.round(picture.width * scale));
    canvas.height = Math.max(1, Math.round(picture.height * scale));
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(picture, 0, 0, canvas.width, canvas.height);
    for (const quality of QUALITIES) {
      const jpeg = await toJpeg(canvas, quality);
      if (jpeg && jpeg.size <= target) return jpeg;
    }
    scale *= 0.7;
  }
  return null;
}
