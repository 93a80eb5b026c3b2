import { z } from '../zod';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import {
  albumInputSchema,
  albumMoveSchema,
  GALLERY_PHOTO_MAX_BYTES,
  photoInputSchema,
  publicAlbumSchema,
  staffAlbumSchema,
} from '../entities/gallery';
import { CONTENT_ROLES } from '../roles';

const albumParams = z.object({ albumId: z.uuid({ error: 'Album not found' }) });
const photoParams = z.object({
  photoId: z.uuid({ error: 'Photo not found' }),
  /** One of the widths the photo is kept at (GALLERY_WIDTHS, or its own when narrower); others are not found. */
  width: z.coerce.number({ error: 'Photo not found' }).int('Photo not found').positive('Photo not found'),
});

export const listGallery = endpoint({
  method: 'GET',
  path: '/api/v1/gallery',
  access: 'public',
  summary: 'The published albums, newest event first, each photo with its widths, placeholder and alt text in the language asked for',
  query: z.object({ lang: z.enum(['en', 'ml'], { error: 'Language is en or ml' }).default('en') }),
  response: ok(z.array(publicAlbumSchema)),
});

export const galleryPhoto = endpoint({
  method: 'GET',
  path: '/api/v1/gallery/photos/:photoId/:width',
  access: 'public',
  kind: 'file',
  produces: 'image/webp',
  summary: 'One width of a published photo as WebP, without any of the original picture’s metadata; cached for a year',
  params: photoParams,
  response: z.unknown(),
});

export const listStaffAlbums = endpoint({
  method: 'GET',
  path: '/api/v1/staff/gallery',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Every album, published or not, newest event first, with its photos',
  response: ok(z.array(staffAlbumSchema)),
});

export const staffGalleryPhoto = endpoint({
  method: 'GET',
  path: '/api/v1/staff/gallery/photos/:photoId/:width',
  access: 'staff',
  roles: CONTENT_ROLES,
  kind: 'file',
  produces: 'image/webp',
  summary: 'One width of any photo, published or not, for the office to see what it is about to publish',
  params: photoParams,
  response: z.unknown(),
});

export const createAlbum = endpoint({
  method: 'POST',
  path: '/api/v1/staff/gallery',
  access: 'staff',
  roles: CONTENT_ROLES,
  status: 201,
  summary: 'Start an album for an event, as a draft',
  body: albumInputSchema,
  response: ok(staffAlbumSchema),
});

export const updateAlbum = endpoint({
  method: 'PUT',
  path: '/api/v1/staff/gallery/:albumId',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Change an album’s title or day; audited with what changed',
  params: albumParams,
  body: albumInputSchema,
  response: ok(staffAlbumSchema),
});

export const moveAlbum = endpoint({
  method: 'POST',
  path: '/api/v1/staff/gallery/:albumId/status',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary:
    'Send an album with at least one photo for publishing, or take it back (content editors); publish it or take it off the site (publishers); audited',
  params: albumParams,
  body: albumMoveSchema,
  response: ok(staffAlbumSchema),
});

export const uploadPhoto = endpoint({
  method: 'POST',
  path: '/api/v1/staff/gallery/:albumId/photos',
  access: 'staff',
  roles: CONTENT_ROLES,
  kind: 'multipart',
  status: 201,
  summary:
    'Add a photo to an album: JPEG, PNG or WebP of up to 20 MB and 40 megapixels, checked by its bytes, turned upright, stripped of every metadata field and kept as WebP at fixed widths',
  params: albumParams,
  body: photoInputSchema,
  file: {
    field: 'file',
    maxBytes: GALLERY_PHOTO_MAX_BYTES,
    description: 'The photo: one JPEG, PNG or WebP picture of up to 20 MB',
    missingMessage: 'Choose a photo to upload',
    tooLargeMessage: 'The photo is larger than 20 MB',
    usageMessage: 'Send one picture in the field "file" with its alt text',
  },
  response: ok(staffAlbumSchema),
});

export const removePhoto = endpoint({
  method: 'DELETE',
  path: '/api/v1/staff/gallery/:albumId/photos/:photoId',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Take a photo out of an album, and its files out of the store',
  params: z.object({ albumId: z.uuid({ error: 'Album not found' }), photoId: z.uuid({ error: 'Photo not found' }) }),
  response: ok(staffAlbumSchema),
});
