import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  ALBUM_MOVES,
  CONSENT_NEEDED,
  GALLERY_ALBUM_MAX_PHOTOS,
  type AlbumInput,
  type AlbumStatus,
  type PhotoInput,
  type PublicAlbum,
  type StaffAlbum,
} from '@college/contracts/entities/gallery';
import { galleryPhoto, staffGalleryPhoto } from '@college/contracts/endpoints/gallery';
import { holdsAny, PUBLISH_ROLES } from '@college/contracts/roles';
import type { Database } from '../../db/client';
import { inTransaction, withKeyLock } from '../../db/transaction';
import { conflict, forbidden, notFound, storageUnavailable } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { UploadedFile } from '../../lib/mount';
import { record, type Actor } from '../audit/audit.api';
import type { ByteRange, FileStorage, StoredFile } from '../storage/storage.api';
import { galleryPhotoFiles } from './gallery-photo';
import { galleryRepository, type AlbumRow, type PhotoRow } from './gallery.repository';

const ALBUM_NOT_FOUND = 'Album not found';
const PHOTO_NOT_FOUND = 'Photo not found';
/** What a move to the status the album already has says. */
const SAME_STATUS: Record<AlbumStatus, string> = {
  draft: 'The album is already a draft',
  submitted: 'The album is already waiting to be published',
  published: 'The album is already on the site',
  unpublished: 'The album is not on the site',
};
const PUBLISHED_NEEDS_PUBLISHER = 'A published album is changed by a publisher; ask an administrator, or have it taken off the site first';

const photoKey = (photoId: string, width: number) => `${photoId}-${width}.webp`;
const sourcesOf = (p: PhotoRow, path: string) =>
  p.widths.map((width) => ({ width, url: path.replace(':photoId', p.id).replace(':width', String(width)) }));

function staffView(a: AlbumRow, photos: PhotoRow[]): StaffAlbum {
  return {
    id: a.id,
    titleEn: a.titleEn,
    titleMl: a.titleMl,
    eventOn: a.eventOn,
    status: a.status,
    updatedAt: a.updatedAt.toISOString(),
    publishedAt: a.publishedAt?.toISOString() ?? null,
    consentBasis: a.consentBasis,
    consentRef: a.consentRef,
    photos: photos.map((p) => ({
      id: p.id,
      width: p.width,
      height: p.height,
      sources: sourcesOf(p, staffGalleryPhoto.path),
      placeholder: p.placeholder,
      altEn: p.altEn,
      altMl: p.altMl,
    })),
  };
}

/** An album as a visitor reads it: the Malayalam where there is one, else the English, marked as such. */
function publicView(a: AlbumRow, photos: PhotoRow[], lang: 'en' | 'ml'): PublicAlbum {
  const ml = lang === 'ml';
  return {
    id: a.id,
    title: ml && a.titleMl ? a.titleMl : a.titleEn,
    titleLang: ml && a.titleMl ? 'ml' : 'en',
    eventOn: a.eventOn,
    updatedAt: a.updatedAt.toISOString(),
    photos: photos.map((p) => ({
      id: p.id,
      width: p.width,
      height: p.height,
      sources: sourcesOf(p, galleryPhoto.path),
      placeholder: p.placeholder,
      alt: ml && p.altMl ? p.altMl : p.altEn,
      altLang: ml && p.altMl ? 'ml' : 'en',
    })),
  };
}

/**
 * The gallery: albums a content editor fills with photos and a publisher puts on the site. A photo
 * is checked and re-encoded once, when it arrives; the site serves only those copies.
 */
export function galleryService(deps: { db: Database; storage: FileStorage; clock: Clock }) {
  const { db, storage, clock } = deps;
  const fromStore = <T>(work: Promise<T>): Promise<T> =>
    work.catch((error: unknown) => {
      throw storageUnavailable(error);
    });

  async function withPhotos(albums: AlbumRow[]): Promise<Map<string, PhotoRow[]>> {
    const photos = await galleryRepository(db).photosOf(albums.map((a) => a.id));
    const byAlbum = new Map<string, PhotoRow[]>();
    for (const p of photos) byAlbum.set(p.albumId, [...(byAlbum.get(p.albumId) ?? []), p]);
    return byAlbum;
  }

  async function staffAlbum(id: string): Promise<StaffAlbum> {
    const album = await galleryRepository(db).album(id);
    if (!album) throw notFound(ALBUM_NOT_FOUND);
    return staffView(album, (await withPhotos([album])).get(id) ?? []);
  }

  /** An album locked for a change; a published one only by a publisher. */
  async function albumToChange(tx: Database, actor: Actor, id: string): Promise<AlbumRow> {
    const album = await galleryRepository(tx).albumForUpdate(id);
    if (!album) throw notFound(ALBUM_NOT_FOUND);
    if (album.status === 'published' && !holdsAny(actor.roles, PUBLISH_ROLES)) throw forbidden(PUBLISHED_NEEDS_PUBLISHER);
    return album;
  }

  return {
    /** Published albums with at least one photo, newest event first. */
    async published(lang: 'en' | 'ml'): Promise<PublicAlbum[]> {
      const albums = await galleryRepository(db).albums(true);
      const photos = await withPhotos(albums);
      return albums.flatMap((a) => {
        const own = photos.get(a.id) ?? [];
        return own.length > 0 ? [publicView(a, own, lang)] : [];
      });
    },

    async all(): Promise<StaffAlbum[]> {
      const albums = await galleryRepository(db).albums(false);
      const photos = await withPhotos(albums);
      return albums.map((a) => staffView(a, photos.get(a.id) ?? []));
    },

    async create(actor: Actor, input: AlbumInput): Promise<StaffAlbum> {
      const made = await inTransaction(db, async (tx) => {
        const row = await galleryRepository(tx).insertAlbum({ ...input, createdBy: actor.staffId, updatedAt: clock.now() });
        await record(tx, actor, 'change', 'gallery_album', row.id, { what: 'created', ...input });
        return row;
      });
      return staffView(made, []);
    },

    async update(actor: Actor, id: string, input: AlbumInput): Promise<StaffAlbum> {
      await inTransaction(db, async (tx) => {
        const album = await albumToChange(tx, actor, id);
        if (album.status !== 'draft' && album.status !== 'unpublished' && !input.consentBasis) {
          throw conflict('An album on the site, or waiting for it, keeps the consent of the people in it recorded');
        }
        const changes = Object.fromEntries(
          (['titleEn', 'titleMl', 'eventOn', 'consentBasis', 'consentRef'] as const)
            .filter((k) => album[k] !== input[k])
            .map((k) => [k, { from: album[k], to: input[k] }]),
        );
        if (Object.keys(changes).length === 0) return;
        await galleryRepository(tx).updateAlbum(id, { ...input, updatedAt: clock.now() });
        await record(tx, actor, 'change', 'gallery_album', id, { what: 'changed', changes });
      });
      return staffAlbum(id);
    },

    async move(actor: Actor, id: string, to: AlbumStatus): Promise<StaffAlbum> {
      await inTransaction(db, async (tx) => {
        const repo = galleryRepository(tx);
        const album = await repo.albumForUpdate(id);
        if (!album) throw notFound(ALBUM_NOT_FOUND);
        if (album.status === to) throw conflict(SAME_STATUS[to]);
        if (to === 'unpublished' && album.status !== 'published') throw conflict('Only a published album can be taken off the site');
        const move = ALBUM_MOVES[album.status].find((m) => m.to === to);
        if (!move) throw conflict(`An album that is ${album.status} cannot be made ${to}`);
        if (move.by === 'publisher' && !holdsAny(actor.roles, PUBLISH_ROLES)) {
          throw forbidden('Only a publisher (an administrator) publishes or takes an album off the site');
        }
        if ((to === 'published' || to === 'submitted') && !album.consentBasis) {
          throw conflict(`${CONSENT_NEEDED}: say whether anyone can be recognised, and where the signed forms are kept`);
        }
        if ((to === 'published' || to === 'submitted') && (await repo.photoCount(id)) === 0) {
          throw conflict(
            `Add at least one photo before ${to === 'published' ? 'publishing the album' : 'sending the album for publishing'}`,
          );
        }
        const now = clock.now();
        await repo.updateAlbum(id, { status: to, updatedAt: now, ...(to === 'published' ? { publishedAt: now } : {}) });
        await record(tx, actor, 'change', 'gallery_album', id, { what: 'status', from: album.status, to });
      });
      return staffAlbum(id);
    },

    async addPhoto(actor: Actor, albumId: string, file: UploadedFile, input: PhotoInput): Promise<StaffAlbum> {
      if (!(await galleryRepository(db).album(albumId))) throw notFound(ALBUM_NOT_FOUND);
      const made = await galleryPhotoFiles(file.path);
      const photoId = randomUUID();
      const stored: string[] = [];
      try {
        for (const copy of made.copies) {
          const key = photoKey(photoId, copy.width);
          const scratch = `${file.path}-${copy.width}.webp`;
          await writeFile(scratch, copy.webp);
          try {
            await fromStore(storage.put(key, scratch));
          } finally {
            await rm(scratch, { force: true });
          }
          stored.push(key);
        }
        // Two uploads to one album at once take turns, so the album's limit holds.
        await withKeyLock(db, `gallery-album:${albumId}`, async (tx) => {
          await albumToChange(tx, actor, albumId);
          const repo = galleryRepository(tx);
          if ((await repo.photoCount(albumId)) >= GALLERY_ALBUM_MAX_PHOTOS) {
            throw conflict(
              `This album has ${GALLERY_ALBUM_MAX_PHOTOS} photos, the most one album holds. Start another album for the rest.`,
            );
          }
          const now = clock.now();
          await repo.insertPhoto({
            id: photoId,
            albumId,
            altEn: input.altEn,
            altMl: input.altMl,
            width: made.width,
            height: made.height,
            widths: made.copies.map((c) => c.width),
            placeholder: made.placeholder,
            uploadedBy: actor.staffId,
            uploadedAt: now,
          });
          await repo.updateAlbum(albumId, { updatedAt: now });
          await record(tx, actor, 'upload', 'gallery_photo', photoId, {
            albumId,
            altEn: input.altEn,
            width: made.width,
            height: made.height,
          });
        });
      } catch (error) {
        // Nothing points at the stored copies: they go.
        await Promise.all(stored.map((key) => storage.remove(key).catch(() => undefined)));
        throw error;
      }
      return staffAlbum(albumId);
    },

    async removePhoto(actor: Actor, albumId: string, photoId: string): Promise<StaffAlbum> {
      const widths = await withKeyLock(db, `gallery-album:${albumId}`, async (tx) => {
        await albumToChange(tx, actor, albumId);
        const repo = galleryRepository(tx);
        const photo = await repo.photo(photoId);
        if (!photo || photo.albumId !== albumId) throw notFound(PHOTO_NOT_FOUND);
        await repo.removePhoto(photoId);
        await repo.updateAlbum(albumId, { updatedAt: clock.now() });
        await record(tx, actor, 'delete', 'gallery_photo', photoId, { albumId, altEn: photo.altEn });
        return photo.widths;
      });
      await Promise.all(widths.map((w) => storage.remove(photoKey(photoId, w)).catch(() => undefined)));
      return staffAlbum(albumId);
    },

    /** One width of a photo to send; a visitor gets only photos of published albums. */
    async photoFile(
      photoId: string,
      width: number,
      publishedOnly: boolean,
    ): Promise<{ file: StoredFile; read: (range?: ByteRange) => Promise<Readable> }> {
      const photo = await galleryRepository(db).photo(photoId);
      if (!photo || !photo.widths.includes(width) || (publishedOnly && photo.albumStatus !== 'published')) throw notFound(PHOTO_NOT_FOUND);
      const key = photoKey(photoId, width);
      const file = await fromStore(storage.stat(key));
      if (!file) throw notFound(PHOTO_NOT_FOUND);
      const read = async (range?: ByteRange) => (await fromStore(storage.read(key, range))) ?? Promise.reject(notFound(PHOTO_NOT_FOUND));
      return { file, read };
    },

    /** When the published gallery last changed: the sitemap's lastmod for /gallery. */
    lastChange: () => galleryRepository(db).lastPublishedChange(),
  };
}
export type GalleryService = ReturnType<typeof galleryService>;
