import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentEvents, payments } from '../../db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;

export function paymentRepository(db: Database) {
  return {
    async forApplication(applicationId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.applicationId, applicationId), eq(payments.purpose, 'application_fee')))
        .orderBy(asc(payments.attempt));
    },

    async countForApplication(applicationId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(payments)
        .where(and(eq(payments.applicationId, applicationId), eq(payments.purpose, 'application_fee')));
      return row?.n ?? 0;
    },

    async insert(row: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [created] = await db.insert(payments).values(row).returning();
      if (!created) throw new Error('payment was not created');
      return created;
    },

    async find(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row;
    },

    async findByOrderForUpdate(orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1).for('update');
      return row;
    },

    async findForUpdate(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1).for('update');
      return row;
    },

    async update(id: string, patch: Partial<typeof payments.$inferInsert>): Promise<void> {
      await db.update(payments).set(patch).where(eq(payments.id, id));
    },

    /** Records a webhook event; false when the same event id was recorded before. */
    async recordEvent(event: { eventId: string; type: string; orderId: string | null; payload: unknown }): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values(event)
        .onConflictDoNothing({ target: paymentEvents.eventId })
        .returning({ id: paymentEvents.eventId });
      return rows.length === 1;
    },
  };
}
