import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { savedViews } from '../../db/schema/index';

export type SavedViewRow = typeof savedViews.$inferSelect;

export function savedViewsRepository(db: Database) {
  return {
    list: (staffId: string) =>
      db
        .select()
        .from(savedViews)
        .where(eq(savedViews.staffId, staffId))
        .orderBy(asc(sql`lower(${savedViews.name})`)),
    async count(staffId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(savedViews).where(eq(savedViews.staffId, staffId));
      return row?.n ?? 0;
    },
    /** Keeps a new view, or replaces the one of `id` (the member's view of the same name). */
    async save(staffId: string, id: string | null, name: string, query: string, now: Date): Promise<SavedViewRow> {
      const [row] = id
        ? await db.update(savedViews).set({ name, query, createdAt: now }).where(eq(savedViews.id, id)).returning()
        : await db.insert(savedViews).values({ staffId, name, query, createdAt: now }).returning();
      if (!row) throw new Error('saved view not stored');
      return row;
    },
    /** The member's view of this name, in any case. */
    async named(staffId: string, name: string): Promise<string | null> {
      const [row] = await db
        .select({ id: savedViews.id })
        .from(savedViews)
        .where(and(eq(savedViews.staffId, staffId), sql`lower(${savedViews.name}) = lower(${name})`));
      return row?.id ?? null;
    },
    async remove(staffId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(savedViews)
        .where(and(eq(savedViews.id, id), eq(savedViews.staffId, staffId)))
        .returning({ id: savedViews.id });
      return gone.length > 0;
    },
  };
}
