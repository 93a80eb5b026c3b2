import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteTexts } from '../../db/schema/index';

export type SiteTextRow = typeof siteTexts.$inferSelect;

export function siteTextsRepository(db: Database) {
  return {
    all: (): Promise<SiteTextRow[]> => db.select().from(siteTexts),
    async find(key: SiteTextRow['key']): Promise<SiteTextRow | undefined> {
      const [row] = await db.select().from(siteTexts).where(eq(siteTexts.key, key));
      return row;
    },
    put: (row: SiteTextRow) =>
      db
        .insert(siteTexts)
        .values(row)
        .onConflictDoUpdate({ target: siteTexts.key, set: { value: row.value, updatedAt: row.updatedAt, updatedBy: row.updatedBy } }),
  };
}
