import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, refunds } from '../../db/schema/index';

export type RefundRow = typeof refunds.$inferSelect;

export function refundRepository(db: Database) {
  return {
    async insert(row: typeof refunds.$inferInsert): Promise<RefundRow> {
      const [created] = await db.insert(refunds).values(row).returning();
      if (!created) throw new Error('refund insert returned nothing');
      return created;
    },
    async update(id: string, patch: Partial<typeof refunds.$inferInsert>): Promise<void> {
      await db.update(refunds).set(patch).where(eq(refunds.id, id));
    },
    /** The payment's refund that is pending or processed, if any (the database allows one). */
    async liveFor(paymentId: string): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, ['pending', 'processed'])))
        .for('update');
      return row;
    },
    async byGatewayIdForUpdate(gatewayRefundId: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.gatewayRefundId, gatewayRefundId)).for('update');
      return row;
    },
    /** A refund asked of this gateway payment whose answer never came (no gateway id yet). */
    async unansweredForGatewayPayment(gatewayPaymentId: string): Promise<RefundRow | undefined> {
      const [row] = await db
        .select({ refund: refunds })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(and(eq(payments.gatewayPaymentId, gatewayPaymentId), eq(refunds.status, 'pending'), isNull(refunds.gatewayRefundId)))
        .for('update', { of: refunds });
      return row?.refund;
    },
    /** Every refund of an application's payments, newest first, with the gateway payment refunded. */
    async forApplication(applicationId: string) {
      return db
        .select({ refund: refunds, gatewayPaymentId: payments.gatewayPaymentId })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(eq(payments.applicationId, applicationId))
        .orderBy(desc(refunds.createdAt));
    },
  };
}
