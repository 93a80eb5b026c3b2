import { z } from '../zod';

// The applicant's photo and signature. The page shrinks a picture on the phone before sending it;
// the server checks and re-encodes whatever arrives, so an old browser's full-size picture works too.

export const IMAGE_KINDS = ['photo', 'signature'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** What the upload accepts: the types a phone's camera and gallery give. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The page sends a picture under this size (a slow connection in mind). */
export const IMAGE_TARGET_BYTES = 200 * 1024;

/** The most the server receives (a picture straight from a camera, when the page could not shrink it). */
export const IMAGE_MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/** Past this many pixels a picture is refused before it is decoded: a decompression bomb stops here. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/**
 * The box each kind is shrunk into, in pixels, as the prospectus's passport photo (3.5 x 4.5 cm)
 * and signature strip call for, with room for a clear print on the acknowledgement.
 */
export const IMAGE_BOX: Record<ImageKind, { width: number; height: number }> = {
  photo: { width: 420, height: 540 },
  signature: { width: 600, height: 200 },
};

export const IMAGE_LABEL: Record<ImageKind, string> = { photo: 'Photo', signature: 'Signature' };

export const imageKindSchema = z.enum(IMAGE_KINDS, { error: 'Choose a photo or a signature' });

/** One stored image as the page sees it: enough to show it and say when it was sent. */
export const storedImageSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  uploadedAt: z.string(),
});
export type StoredImage = z.infer<typeof storedImageSchema>;

export const applicantImagesSchema = z.object({ photo: storedImageSchema.nullable(), signature: storedImageSchema.nullable() });
export type ApplicantImages = z.infer<typeof applicantImagesSchema>;

/** The messages an unusable picture gets, one per reason, so the applicant knows what to do. */
export const IMAGE_REFUSALS = {
  notImage: 'This file is not a JPEG, PNG or WebP picture. Take a photo or choose a picture and try again.',
  tooManyPixels: 'This picture is too large (over 40 megapixels). Choose a smaller picture.',
  unreadable: 'This picture could not be read. It may be damaged: take it again and try once more.',
  hiddenData: 'This picture carries data that is not part of the picture. Take it again with the camera or save it as a new picture.',
  tooSmall: 'This picture is too small to be seen clearly. Take it again closer up.',
  heif: 'This is a HEIC or AVIF picture, which the site cannot take. Send it as a JPEG: on an iPhone, set Settings > Camera > Formats to Most Compatible, or share the photo and choose JPEG; on Android, save it as JPEG.',
} as const;
