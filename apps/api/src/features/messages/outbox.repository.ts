import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Language } from '@college/contracts/languages';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/index';

export type OutboxRow = typeof outbox.$inferSelect;

export function outboxRepository(db: Database) {
  return {
    /** Messages that name an application, sent or not: they go with it when it is erased. */
    async deleteAbout(applicationId: string): Promise<number> {
      const rows = await db
        .delete(outbox)
        .where(sql`${outbox.variables} ->> 'application' = ${applicationId}`)
        .returning({ id: outbox.id });
      return rows.length;
    },
    async insert(row: {
      channel: 'sms' | 'email';
      recipient: string;
      template: string;
      variables: Record<string, string>;
      language: Language;
      now: Date;
    }): Promise<void> {
      const { now, ...values } = row;
      await db.insert(outbox).values({ ...values, nextAttemptAt: now, createdAt: now });
    },
    /** Many messages in a few statements: a round's notices for thousands of applicants. */
    async insertMany(
      rows: readonly {
        channel: 'sms' | 'email';
        recipient: string;
        template: string;
        variables: Record<string, string>;
        language: Language;
      }[],
      now: Date,
    ): Promise<void> {
      for (let at = 0; at < rows.length; at += 500) {
        await db.insert(outbox).values(rows.slice(at, at + 500).map((r) => ({ ...r, nextAttemptAt: now, createdAt: now })));
      }
    },
    /** What was queued for a recipient, newest first (the demo's outbox page). */
    async forRecipient(recipient: string): Promise<OutboxRow[]> {
      return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.createdAt)).limit(20);
    },
    /** Due messages, oldest first, locked; another process's batch is skipped, not waited for. */
    async due(now: Date, limit: number): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },
    /** Messages waiting to be sent, and when the oldest of them was queued (the metrics ask). */
    async backlog(): Promise<{ pending: number; oldest: Date | null }> {
      const [row] = await db
        .select({ pending: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${outbox.createdAt})` })
        .from(outbox)
        .where(eq(outbox.status, 'pending'));
      return { pending: row?.pending ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },
    async update(id: string, patch: Partial<typeof outbox.$inferInsert>): Promise<void> {
      await db.update(outbox).set(patch).where(eq(outbox.id, id));
    },
  };
}
