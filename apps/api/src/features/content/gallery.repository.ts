import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { galleryAlbums, galleryPhotos } from '../../db/schema/index';

export type AlbumRow = typeof galleryAlbums.$inferSelect;
export type PhotoRow = typeof galleryPhotos.$inferSelect;

export function galleryRepository(db: Database) {
  return {
    /** Albums, newest event first; only the published ones when asked. */
    albums: (publishedOnly: boolean): Promise<AlbumRow[]> =>
      db
        .select()
        .from(galleryAlbums)
        .where(publishedOnly ? eq(galleryAlbums.status, 'published') : undefined)
        .orderBy(desc(galleryAlbums.eventOn), desc(galleryAlbums.updatedAt)),
    /** The photos of these albums, in the order they were added. */
    photosOf: (albumIds: string[]): Promise<PhotoRow[]> =>
      albumIds.length === 0
        ? Promise.resolve([])
        : db.select().from(galleryPhotos).where(inArray(galleryPhotos.albumId, albumIds)).orderBy(asc(galleryPhotos.uploadedAt)),
    async album(id: string): Promise<AlbumRow | undefined> {
      const [row] = await db.select().from(galleryAlbums).where(eq(galleryAlbums.id, id));
      return row;
    },
    async albumForUpdate(id: string): Promise<AlbumRow | undefined> {
      const [row] = await db.select().from(galleryAlbums).where(eq(galleryAlbums.id, id)).for('update');
      return row;
    },
    async photo(id: string): Promise<(PhotoRow & { albumStatus: AlbumRow['status'] }) | undefined> {
      const [row] = await db
        .select({ photo: galleryPhotos, albumStatus: galleryAlbums.status })
        .from(galleryPhotos)
        .innerJoin(galleryAlbums, eq(galleryAlbums.id, galleryPhotos.albumId))
        .where(eq(galleryPhotos.id, id));
      return row && { ...row.photo, albumStatus: row.albumStatus };
    },
    /** Albums sent for publishing and not yet published. */
    async waiting(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(galleryAlbums).where(eq(galleryAlbums.status, 'submitted'));
      return row?.n ?? 0;
    },
    async photoCount(albumId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(galleryPhotos).where(eq(galleryPhotos.albumId, albumId));
      return row?.n ?? 0;
    },
    async insertAlbum(values: typeof galleryAlbums.$inferInsert): Promise<AlbumRow> {
      const [row] = await db.insert(galleryAlbums).values(values).returning();
      if (!row) throw new Error('album not saved');
      return row;
    },
    async updateAlbum(id: string, values: Partial<typeof galleryAlbums.$inferInsert>): Promise<AlbumRow> {
      const [row] = await db.update(galleryAlbums).set(values).where(eq(galleryAlbums.id, id)).returning();
      if (!row) throw new Error('album not saved');
      return row;
    },
    async insertPhoto(values: typeof galleryPhotos.$inferInsert): Promise<PhotoRow> {
      const [row] = await db.insert(galleryPhotos).values(values).returning();
      if (!row) throw new Error('photo not saved');
      return row;
    },
    removePhoto: (id: string) => db.delete(galleryPhotos).where(eq(galleryPhotos.id, id)),
    /** When the published gallery last changed (for the sitemap and "Last updated"). */
    async lastPublishedChange(): Promise<Date | null> {
      const [row] = await db
        .select({ at: galleryAlbums.updatedAt })
        .from(galleryAlbums)
        .where(eq(galleryAlbums.status, 'published'))
        .orderBy(desc(galleryAlbums.updatedAt))
        .limit(1);
      return row?.at ?? null;
    },
  };
}
