// The gallery: albums of photographs, one per event, kept by the content office. Each photo is
// checked and re-encoded once, at upload, into a few fixed widths of WebP with every piece of its
// metadata (above all the GPS position a phone writes) left behind; the page picks a width by the
// screen. An album goes through the notices' workflow: a content editor sends it for publishing, and
// it shows only once a publisher has published it.
import { z } from '../zod';
import { optionalText, requiredText } from '../rules/text';
import { isRealDay } from '../rules/day';
import { NOTICE_MOVES, NOTICE_STATUSES, type NoticeStatus } from './notice';

/** The widths each photo is kept at, in pixels: a phone's column, a tablet's, a desktop's. */
export const GALLERY_WIDTHS = [320, 640, 1280] as const;

/** The most a photo upload may be: a camera's full-size picture. */
export const GALLERY_PHOTO_MAX_BYTES = 20 * 1024 * 1024;

/** Photos per album: a day's event, not a camera roll. */
export const GALLERY_ALBUM_MAX_PHOTOS = 60;

/** An album's statuses and moves, and who makes each, are a notice's (NOTICE_MOVES). */
export const ALBUM_STATUSES = NOTICE_STATUSES;
export type AlbumStatus = NoticeStatus;
export const ALBUM_MOVES = NOTICE_MOVES;

/** The album as the office writes it, in English and (when translated) Malayalam. */
/**
 * On what grounds the people in an album's photos are shown in public. A photo of a recognisable
 * person is their personal data (Digital Personal Data Protection Act 2023, s. 6: consent), and of
 * a student under 18 a child's, which needs a parent's or guardian's consent (s. 9). The office
 * keeps the signed forms; the site records the ground and where the forms are, before publishing.
 */
export const PHOTO_CONSENT_BASES = ['no-one-identifiable', 'written-consent'] as const;
export type PhotoConsentBasis = (typeof PHOTO_CONSENT_BASES)[number];
export const PHOTO_CONSENT_LABELS: Record<PhotoConsentBasis, string> = {
  'no-one-identifiable': 'No one can be recognised in these photos (the campus, a crowd from behind, objects)',
  'written-consent': 'Everyone who can be recognised agreed in writing to being published; for anyone under 18, a parent or guardian',
};
export const CONSENT_NEEDED = 'Record the consent of the people in these photos first';

export const albumInputSchema = z
  .object({
    titleEn: requiredText('Enter the album title in English', 150),
    titleMl: optionalText(150),
    /** The day of the event the photos are from. */
    eventOn: z.string({ error: 'Enter the day of the event' }).trim().refine(isRealDay, 'Enter the day of the event'),
    /** Null until the office has checked; an album without it is not sent for publishing or published. */
    consentBasis: z.enum(PHOTO_CONSENT_BASES, { error: 'Choose on what grounds the photos are published' }).nullable().default(null),
    /** Where the signed forms are kept (a file number), for written consent. */
    consentRef: optionalText(200),
  })
  .superRefine((a, ctx) => {
    if (a.consentBasis === 'written-consent' && !a.consentRef) {
      ctx.addIssue({ code: 'custom', path: ['consentRef'], message: 'Say where the signed consent forms are kept' });
    }
  });
export type AlbumInput = z.output<typeof albumInputSchema>;

/** Sent with each photo: what it shows, for those who cannot see it (required), in both languages. */
export const photoInputSchema = z.object({
  altEn: requiredText('Describe the photo in English for those who cannot see it', 250),
  altMl: optionalText(250),
});
export type PhotoInput = z.output<typeof photoInputSchema>;

export const albumMoveSchema = z.object({
  to: z.enum(ALBUM_STATUSES, { error: 'Unknown status' }),
});

/** One stored width of a photo: where it is and how wide. */
const photoSourceSchema = z.object({ width: z.number().int(), url: z.string() });

const photoBase = {
  id: z.string(),
  /** The photo's size upright, after the camera's orientation is applied. */
  width: z.number().int(),
  height: z.number().int(),
  /** The widths kept, narrowest first (none wider than the photo itself). */
  sources: z.array(photoSourceSchema),
  /** A ThumbHash of the photo (base64): a blurred preview drawn before the photo arrives. */
  placeholder: z.string(),
};

const staffPhotoSchema = z.object({ ...photoBase, altEn: z.string(), altMl: z.string() });

export const staffAlbumSchema = z.object({
  id: z.string(),
  titleEn: z.string(),
  titleMl: z.string(),
  eventOn: z.string(),
  status: z.enum(ALBUM_STATUSES),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  consentBasis: z.enum(PHOTO_CONSENT_BASES).nullable(),
  consentRef: z.string(),
  photos: z.array(staffPhotoSchema),
});
export type StaffAlbum = z.infer<typeof staffAlbumSchema>;

const publicPhotoSchema = z.object({
  ...photoBase,
  alt: z.string(),
  /** The alt text's language: 'en' where a Malayalam page has no translation of it. */
  altLang: z.enum(['en', 'ml']),
});

export const publicAlbumSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleLang: z.enum(['en', 'ml']),
  eventOn: z.string(),
  updatedAt: z.string(),
  photos: z.array(publicPhotoSchema),
});
export type PublicAlbum = z.infer<typeof publicAlbumSchema>;
