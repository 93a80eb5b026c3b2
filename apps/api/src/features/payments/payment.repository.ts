import { and, asc, count, desc, eq, inArray, isNull, like, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PaymentCheckOutcome } from '@college/contracts/entities/payment';
import { paymentChecks, paymentEvents, payments } from '../../db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;

export const APPLICATION_FEE = 'application_fee';
/**
 * Payments toward the admission fee are `admission_fee:1`, then `admission_fee:2` for a balance
 * (a move to a seat that costs more, a concession not proven): the database's one-success-per-
 * purpose index then holds each instalment to one capture, as it holds the application fee.
 */
export const ADMISSION_FEE = 'admission_fee';

export function paymentRepository(db: Database) {
  return {
    /** The application's payments for one purpose: the application fee unless another is named. */
    async forApplication(applicationId: string, purpose = APPLICATION_FEE): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.applicationId, applicationId), eq(payments.purpose, purpose)))
        .orderBy(asc(payments.attempt));
    },

    /** Every payment toward the admission fee (its first payment and any balance), oldest first. */
    async admissionFeePayments(applicationId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.applicationId, applicationId), like(payments.purpose, `${ADMISSION_FEE}:%`)))
        .orderBy(asc(payments.createdAt));
    },

    /** The office reset the attempts: those made so far stop counting toward the limit. */
    async clearAttempts(applicationId: string, now: Date): Promise<number> {
      const cleared = await db
        .update(payments)
        .set({ clearedAt: now, updatedAt: now })
        .where(and(eq(payments.applicationId, applicationId), isNull(payments.clearedAt), ne(payments.status, 'success')))
        .returning({ id: payments.id });
      return cleared.length;
    },

    async applicationsWithGatewayPayment(gatewayPaymentId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: payments.applicationId })
        .from(payments)
        .where(eq(payments.gatewayPaymentId, gatewayPaymentId));
      return rows.map((r) => r.id);
    },

    async countForApplication(applicationId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(payments)
        .where(and(eq(payments.applicationId, applicationId), eq(payments.purpose, APPLICATION_FEE)));
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

    /**
     * Claims up to `limit` orders of `gateway` to ask the gateway about: still open or failed, at
     * least `minAgeMs` old and at most `maxAgeMs`, and not asked lately. The older an order, the
     * longer between checks (a quarter of its age, from five minutes up to six hours), so a pile of
     * abandoned checkouts costs few calls. Claimed rows get `last_checked_at`, so another process
     * passes over them; rows another transaction holds are skipped, not waited for.
     */
    async claimUnsettled(input: { gateway: string; now: Date; minAgeMs: number; maxAgeMs: number; limit: number }): Promise<PaymentRow[]> {
      const { now } = input;
      const youngest = new Date(now.getTime() - input.minAgeMs);
      const oldest = new Date(now.getTime() - input.maxAgeMs);
      const nowIso = now.toISOString();
      const due = or(
        isNull(payments.lastCheckedAt),
        sql`${payments.lastCheckedAt} <= ${nowIso}::timestamptz - least(greatest((${nowIso}::timestamptz - ${payments.createdAt}) / 4, interval '5 minutes'), interval '6 hours')`,
      );
      const rows = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.gateway, input.gateway),
            inArray(payments.status, ['pending', 'processing', 'failed']),
            lte(payments.createdAt, youngest),
            sql`${payments.createdAt} >= ${oldest.toISOString()}::timestamptz`,
            due,
          ),
        )
        .orderBy(asc(payments.createdAt))
        .limit(input.limit)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return rows;
      await db
        .update(payments)
        .set({ lastCheckedAt: now })
        .where(
          inArray(
            payments.id,
            rows.map((r) => r.id),
          ),
        );
      return rows;
    },

    async recordCheck(check: typeof paymentChecks.$inferInsert & { outcome: PaymentCheckOutcome }): Promise<void> {
      await db.insert(paymentChecks).values(check);
    },

    /** The checks of one order, newest first. */
    async checksFor(paymentId: string) {
      return db.select().from(paymentChecks).where(eq(paymentChecks.paymentId, paymentId)).orderBy(desc(paymentChecks.checkedAt));
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
