import { and, count, desc, eq, isNotNull, isNull, max } from 'drizzle-orm';
import type { DocumentKind } from '@college/contracts/entities/college-document';
import type { Database } from '../../db/client';
import { collegeDocuments } from '../../db/schema/index';

export type DocumentRow = typeof collegeDocuments.$inferSelect;

/** The versions of a document for a year that were ever published (on the site now or before). */
const publishedFor = (kind: DocumentKind, academicYear: string) =>
  and(eq(collegeDocuments.kind, kind), eq(collegeDocuments.academicYear, academicYear), isNotNull(collegeDocuments.publishedAt));

export function collegeDocumentsRepository(db: Database) {
  return {
    /** Every version, newest year first, the current version of a year before its archived ones. */
    all: (): Promise<DocumentRow[]> =>
      db
        .select()
        .from(collegeDocuments)
        .orderBy(desc(collegeDocuments.academicYear), collegeDocuments.kind, desc(collegeDocuments.version)),
    /** When each document was last published, in any year. */
    async lastPublished(): Promise<{ kind: DocumentKind; at: Date }[]> {
      const rows = await db
        .select({ kind: collegeDocuments.kind, at: max(collegeDocuments.publishedAt) })
        .from(collegeDocuments)
        .where(isNull(collegeDocuments.withdrawnAt))
        .groupBy(collegeDocuments.kind);
      return rows.flatMap((r) => (r.at ? [{ kind: r.kind, at: new Date(r.at) }] : []));
    },
    async find(id: string): Promise<DocumentRow | undefined> {
      const [row] = await db.select().from(collegeDocuments).where(eq(collegeDocuments.id, id));
      return row;
    },
    async latestVersion(kind: DocumentKind, academicYear: string): Promise<number> {
      const [row] = await db
        .select({ version: max(collegeDocuments.version) })
        .from(collegeDocuments)
        .where(and(eq(collegeDocuments.kind, kind), eq(collegeDocuments.academicYear, academicYear)));
      return row?.version ?? 0;
    },
    /** Archives the current version of a document for a year, if there is one (a version waiting is not current). */
    async archiveCurrent(kind: DocumentKind, academicYear: string, at: Date): Promise<DocumentRow | undefined> {
      const [row] = await db
        .update(collegeDocuments)
        .set({ archivedAt: at })
        .where(and(publishedFor(kind, academicYear), isNull(collegeDocuments.archivedAt)))
        .returning();
      return row;
    },
    /** Versions waiting for a publisher. */
    async waiting(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(collegeDocuments)
        .where(and(isNull(collegeDocuments.publishedAt), isNull(collegeDocuments.withdrawnAt)));
      return row?.n ?? 0;
    },
    /** Publishes a waiting version: current from now. */
    async markPublished(id: string, values: { at: Date; by: string }): Promise<DocumentRow> {
      const [row] = await db
        .update(collegeDocuments)
        .set({ publishedAt: values.at, publishedBy: values.by, archivedAt: null })
        .where(eq(collegeDocuments.id, id))
        .returning();
      if (!row) throw new Error('document not saved');
      return row;
    },
    async findForUpdate(id: string): Promise<DocumentRow | undefined> {
      const [row] = await db.select().from(collegeDocuments).where(eq(collegeDocuments.id, id)).for('update');
      return row;
    },
    /** Takes a version back: no longer current (or waiting), kept with when, who and why. */
    async withdraw(id: string, values: { at: Date; by: string; reason: string }, archive: boolean): Promise<DocumentRow> {
      const [row] = await db
        .update(collegeDocuments)
        .set({
          withdrawnAt: values.at,
          withdrawnBy: values.by,
          withdrawnReason: values.reason,
          ...(archive ? { archivedAt: values.at } : {}),
        })
        .where(eq(collegeDocuments.id, id))
        .returning();
      if (!row) throw new Error('document not saved');
      return row;
    },
    /** Makes the newest published version not withdrawn current again, when a year has none current. */
    async restoreLatest(kind: DocumentKind, academicYear: string): Promise<DocumentRow | undefined> {
      const [latest] = await db
        .select()
        .from(collegeDocuments)
        .where(and(publishedFor(kind, academicYear), isNull(collegeDocuments.withdrawnAt)))
        .orderBy(desc(collegeDocuments.publishedAt), desc(collegeDocuments.version))
        .limit(1);
      if (!latest) return undefined;
      const [row] = await db.update(collegeDocuments).set({ archivedAt: null }).where(eq(collegeDocuments.id, latest.id)).returning();
      return row;
    },
    async insert(row: typeof collegeDocuments.$inferInsert): Promise<DocumentRow> {
      const [made] = await db.insert(collegeDocuments).values(row).returning();
      if (!made) throw new Error('document not saved');
      return made;
    },
  };
}
