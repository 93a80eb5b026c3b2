import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documentUploads } from '../../db/schema/index';

export type DocumentUploadRow = typeof documentUploads.$inferSelect;

/** The files applicants sent for their admission documents. */
export function documentUploadsRepository(db: Database) {
  return {
    async of(applicationIds: readonly string[]): Promise<DocumentUploadRow[]> {
      if (applicationIds.length === 0) return [];
      return db
        .select()
        .from(documentUploads)
        .where(inArray(documentUploads.applicationId, [...applicationIds]));
    },

    async find(applicationId: string, code: string): Promise<DocumentUploadRow | undefined> {
      const [row] = await db
        .select()
        .from(documentUploads)
        .where(and(eq(documentUploads.applicationId, applicationId), eq(documentUploads.code, code)))
        .limit(1);
      return row;
    },

    /** Stores the file of a document, replacing the one before (whose file the trigger queues for removal). */
    async put(row: DocumentUploadRow): Promise<void> {
      await db
        .insert(documentUploads)
        .values(row)
        .onConflictDoUpdate({
          target: [documentUploads.applicationId, documentUploads.code],
          set: { storageKey: row.storageKey, format: row.format, bytes: row.bytes, uploadedAt: row.uploadedAt },
        });
    },
  };
}
