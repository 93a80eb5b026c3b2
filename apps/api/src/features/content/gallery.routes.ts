import { Router } from 'express';
import {
  createAlbum,
  galleryPhoto,
  listGallery,
  listStaffAlbums,
  moveAlbum,
  removePhoto,
  staffGalleryPhoto,
  updateAlbum,
  uploadPhoto,
} from '@college/contracts/endpoints/gallery';
import type { Mount } from '../../lib/mount';
import { actorOf } from '../staff/staff.api';
import { sendStoredImage } from '../storage/storage.api';
import type { GalleryService } from './gallery.service';

/** A week: a photo never changes at its address, and one taken off the site leaves caches within it. */
const PUBLIC_PHOTO_MAX_AGE = 7 * 86_400;

/** The gallery: the public albums and photos, and the content office's albums. */
export function galleryRoutes(mount: Mount, deps: { gallery: GalleryService }): Router {
  const router = Router();
  const { gallery } = deps;
  mount(router, listGallery, async ({ query }) => ({ success: true as const, data: await gallery.published(query.lang) }));
  mount(router, galleryPhoto, async ({ params, req, res }) => {
    await sendStoredImage(req, res, {
      ...(await gallery.photoFile(params.photoId, params.width, true)),
      maxAgeSeconds: PUBLIC_PHOTO_MAX_AGE,
    });
  });
  mount(router, staffGalleryPhoto, async ({ params, req, res }) => {
    await sendStoredImage(req, res, { ...(await gallery.photoFile(params.photoId, params.width, false)), maxAgeSeconds: null });
  });
  mount(router, listStaffAlbums, async () => ({ success: true as const, data: await gallery.all() }));
  mount(router, createAlbum, async ({ body, req }) => ({
    success: true as const,
    data: await gallery.create(actorOf(req), body),
    message: 'Album started',
  }));
  mount(router, updateAlbum, async ({ params, body, req }) => ({
    success: true as const,
    data: await gallery.update(actorOf(req), params.albumId, body),
    message: 'Album saved',
  }));
  mount(router, moveAlbum, async ({ params, body, req }) => ({
    success: true as const,
    data: await gallery.move(actorOf(req), params.albumId, body.to),
    message: body.to === 'published' ? 'Album published' : 'Album taken off the site',
  }));
  mount(router, uploadPhoto, async ({ params, body, file, req }) => ({
    success: true as const,
    data: await gallery.addPhoto(actorOf(req), params.albumId, file, body),
    message: 'Photo added',
  }));
  mount(router, removePhoto, async ({ params, req }) => ({
    success: true as const,
    data: await gallery.removePhoto(actorOf(req), params.albumId, params.photoId),
    message: 'Photo removed',
  }));
  return router;
}
