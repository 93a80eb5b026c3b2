import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ApplicantImages, ImageKind } from '@college/contracts/entities/applicant-images';
import type { Database } from '../../db/client';
import { applicantImages, imageRemovals } from '../../db/schema/index';

export type ApplicantImageRow = typeof applicantImages.$inferSelect;

export function applicantImagesRepository(db: Database) {
  return {
    async find(applicationId: string, kind: ImageKind): Promise<ApplicantImageRow | undefined> {
      const [row] = await db
        .select()
        .from(applicantImages)
        .where(and(eq(applicantImages.applicationId, applicationId), eq(applicantImages.kind, kind)))
        .limit(1);
      return row;
    },

    /** The photo and the signature of an application, as the page sees them. */
    async of(applicationId: string): Promise<ApplicantImages> {
      const rows = await db.select().from(applicantImages).where(eq(applicantImages.applicationId, applicationId));
      const view = (kind: ImageKind) => {
        const row = rows.find((r) => r.kind === kind);
        return row ? { width: row.width, height: row.height, bytes: row.bytes, uploadedAt: row.uploadedAt.toISOString() } : null;
      };
      return { photo: view('photo'), signature: view('signature') };
    },

    /** Stores the picture of a kind, replacing the one before (whose file the trigger queues for removal). */
    async put(row: Omit<ApplicantImageRow, 'uploadedAt'> & { uploadedAt: Date }): Promise<void> {
      await db
        .insert(applicantImages)
        .values(row)
        .onConflictDoUpdate({
          target: [applicantImages.applicationId, applicantImages.kind],
          set: { storageKey: row.storageKey, width: row.width, height: row.height, bytes: row.bytes, uploadedAt: row.uploadedAt },
        });
    },

    /** Files let go of, oldest first. */
    async queuedRemovals(limit: number): Promise<string[]> {
      const rows = await db.select().from(imageRemovals).orderBy(asc(imageRemovals.queuedAt)).limit(limit);
      return rows.map((r) => r.storageKey);
    },

    async removed(keys: string[]): Promise<void> {
      if (keys.length > 0) await db.delete(imageRemovals).where(inArray(imageRemovals.storageKey, keys));
    },
  };
}
