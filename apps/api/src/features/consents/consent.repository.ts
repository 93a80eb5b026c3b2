import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consents } from '../../db/schema/index';

export type ConsentRow = typeof consents.$inferSelect;
export type NewConsent = typeof consents.$inferInsert;

export function consentRepository(db: Database) {
  return {
    async insert(rows: NewConsent[]): Promise<void> {
      if (rows.length > 0) await db.insert(consents).values(rows);
    },
    /** The consents an application's data rests on, with those given at sign-in by its mobile. */
    async forApplication(applicationId: string, mobile: string): Promise<ConsentRow[]> {
      const rows = await db.select().from(consents).where(eq(consents.mobile, mobile)).orderBy(asc(consents.at));
      return rows.filter((r) => r.applicationId === null || r.applicationId === applicationId);
    },
    /** The latest parental consent of an application still standing. */
    async liveParental(applicationId: string): Promise<ConsentRow | undefined> {
      const [row] = await db
        .select()
        .from(consents)
        .where(and(eq(consents.applicationId, applicationId), eq(consents.kind, 'parental'), isNull(consents.withdrawnAt)))
        .orderBy(desc(consents.at))
        .limit(1);
      return row;
    },
    async withdrawAll(applicationId: string, at: Date): Promise<void> {
      await db
        .update(consents)
        .set({ withdrawnAt: at })
        .where(and(eq(consents.applicationId, applicationId), isNull(consents.withdrawnAt)));
    },
  };
}
