import { and, asc, eq, gt, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { noticeSubscriptions } from '../../db/schema/index';

export type SubscriptionRow = typeof noticeSubscriptions.$inferSelect;

export function noticeDigestRepository(db: Database) {
  return {
    async byEmail(email: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(noticeSubscriptions).where(eq(noticeSubscriptions.email, email));
      return row;
    },
    update: (id: string, values: Partial<typeof noticeSubscriptions.$inferInsert>) =>
      db.update(noticeSubscriptions).set(values).where(eq(noticeSubscriptions.id, id)),
    insert: (values: typeof noticeSubscriptions.$inferInsert) => db.insert(noticeSubscriptions).values(values),
    /** Confirms the subscription of a confirmation token's hash sent after `sentAfter`; false when there is none. */
    async confirm(tokenHash: string, sentAfter: Date, now: Date): Promise<boolean> {
      const rows = await db
        .update(noticeSubscriptions)
        .set({ confirmedAt: now, confirmTokenHash: null, lastSentAt: now })
        .where(
          and(
            eq(noticeSubscriptions.confirmTokenHash, tokenHash),
            isNull(noticeSubscriptions.confirmedAt),
            gt(noticeSubscriptions.confirmSentAt, sentAfter),
          ),
        )
        .returning({ id: noticeSubscriptions.id });
      return rows.length > 0;
    },
    removeByUnsubscribeToken: (token: string) => db.delete(noticeSubscriptions).where(eq(noticeSubscriptions.unsubscribeToken, token)),
    /** Forgets addresses whose confirmation link was sent before `sentBefore` and never opened. */
    forgetUnconfirmed: (sentBefore: Date) =>
      db.delete(noticeSubscriptions).where(and(isNull(noticeSubscriptions.confirmedAt), lt(noticeSubscriptions.confirmSentAt, sentBefore))),
    /** Confirmed subscribers last sent a digest at or before `lastBefore`, longest waiting first. */
    due: (lastBefore: Date, limit: number): Promise<SubscriptionRow[]> =>
      db
        .select()
        .from(noticeSubscriptions)
        .where(and(isNotNull(noticeSubscriptions.confirmedAt), lte(noticeSubscriptions.lastSentAt, lastBefore)))
        .orderBy(asc(noticeSubscriptions.lastSentAt))
        .limit(limit),
  };
}
