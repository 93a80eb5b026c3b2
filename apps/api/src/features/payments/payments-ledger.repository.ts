import { indiaTime } from '@college/contracts/rules/day';
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { LedgerQuery } from '@college/contracts/entities/payments-ledger';
import type { RefundStatus } from '@college/contracts/entities/payment';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { paymentChecks, payments, refunds } from '../../db/schema/index';
import type { PaymentRow } from './payment.repository';

export type LedgerFilter = Omit<LedgerQuery, 'q' | 'page'> & {
  search?:
    | { kind: 'application'; id: string }
    | { kind: 'application'; prefix: string }
    | { kind: 'order'; id: string }
    | { kind: 'payment'; id: string };
};
export type CheckRow = typeof paymentChecks.$inferSelect;

// A day in India starts at 00:00 IST (+05:30), whatever the server's zone.
const startOfDay = (day: string) => indiaTime(day);
const endOfDay = (day: string) => new Date(startOfDay(day).getTime() + 24 * 3600 * 1000);

function conditions(filter: LedgerFilter): SQL | undefined {
  const parts: SQL[] = [eq(payments.purpose, 'application_fee')];
  if (filter.status) parts.push(eq(payments.status, filter.status));
  // A refund asked for and not failed: the money is gone back or on its way.
  const refunded = sql`exists (select 1 from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} <> 'failed')`;
  if (filter.refund === 'refunded') parts.push(refunded);
  if (filter.refund === 'kept') parts.push(sql`not ${refunded}`);
  if (filter.from) parts.push(sql`${payments.createdAt} >= ${startOfDay(filter.from).toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`${payments.createdAt} < ${endOfDay(filter.to).toISOString()}::timestamptz`);
  const search = filter.search;
  if (search?.kind === 'application') {
    parts.push('id' in search ? eq(payments.applicationId, search.id) : ilike(payments.applicationId, `${search.prefix}%`));
  }
  if (search?.kind === 'order') parts.push(eq(payments.orderId, search.id));
  if (search?.kind === 'payment') parts.push(eq(payments.gatewayPaymentId, search.id));
  return and(...parts);
}

/** The payments ledger's reads: pages, totals per day, and what needs a look. */
export function paymentsLedgerRepository(db: Database) {
  return {
    async page(filter: LedgerFilter, page: number, size: number): Promise<{ rows: PaymentRow[]; total: number }> {
      const where = conditions(filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(payments)
          .where(where)
          .orderBy(desc(payments.createdAt), desc(payments.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(payments).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /** The latest refund of each payment, by payment id. */
    async refundsOf(paymentIds: string[]): Promise<Map<string, { status: RefundStatus; amountPaise: number }>> {
      if (paymentIds.length === 0) return new Map();
      const rows = await db
        .select({ paymentId: refunds.paymentId, status: refunds.status, amountPaise: refunds.amountPaise })
        .from(refunds)
        .where(inArray(refunds.paymentId, paymentIds))
        .orderBy(refunds.createdAt);
      return new Map(rows.map((r) => [r.paymentId, { status: r.status, amountPaise: r.amountPaise }]));
    },

    /** Per day (Asia/Kolkata) of the attempt: attempts, fees paid and their sum, duplicates; newest first. */
    async days(filter: LedgerFilter, most: number) {
      const where = conditions(filter);
      const day = sql`to_char(${payments.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
      // A fee refunded is not money taken: the day's paid count and total leave it out.
      const refunded = sql`exists (select 1 from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} = 'processed')`;
      const rows = await rowsOf<{ day: string; attempts: string; paid: string; paid_paise: string | null; duplicates: string }>(
        db,
        sql`select ${day} as day, count(*) as attempts,
              count(*) filter (where ${payments.status} = 'success' and not ${refunded}) as paid,
              sum(${payments.amountPaise}) filter (where ${payments.status} = 'success' and not ${refunded}) as paid_paise,
              count(*) filter (where ${payments.status} = 'duplicate') as duplicates
            from ${payments} where ${where} group by 1 order by 1 desc limit ${most}`,
      );
      return rows.map((r) => ({
        day: r.day,
        attempts: Number(r.attempts),
        paid: Number(r.paid),
        paidPaise: Number(r.paid_paise ?? 0),
        duplicates: Number(r.duplicates),
      }));
    },

    /**
     * Payments that need a look: duplicates to refund, authorisations not yet captured, and any whose
     * latest check with the gateway found something the site did not know or could not ask.
     */
    async needingAttention(since: Date, most: number): Promise<PaymentRow[]> {
      const latestCheck = sql`(select ${paymentChecks.outcome} from ${paymentChecks} where ${paymentChecks.paymentId} = ${payments.id} order by ${paymentChecks.checkedAt} desc limit 1)`;
      return db
        .select()
        .from(payments)
        .where(
          and(
            sql`${payments.createdAt} >= ${since.toISOString()}::timestamptz`,
            sql`(${payments.status} in ('duplicate', 'processing') or ${latestCheck} in ('paid', 'duplicate', 'authorized', 'failed', 'error'))`,
            // A payment sent back needs no further look.
            sql`not exists (select 1 from refunds r where r.payment_id = "payments"."id" and r.status = 'processed')`,
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(most);
    },

    /** The latest checks, of one order or one application's orders when asked. */
    async checks(of: { orderId?: string; applicationId?: string }, most: number) {
      return db
        .select({ check: paymentChecks, orderId: payments.orderId, applicationId: payments.applicationId })
        .from(paymentChecks)
        .innerJoin(payments, eq(payments.id, paymentChecks.paymentId))
        .where(
          and(
            of.orderId ? eq(payments.orderId, of.orderId) : undefined,
            of.applicationId ? eq(payments.applicationId, of.applicationId) : undefined,
          ),
        )
        .orderBy(desc(paymentChecks.checkedAt), desc(paymentChecks.id))
        .limit(most);
    },

    /** The latest check of each of these payments. */
    async latestChecks(paymentIds: string[]): Promise<Map<string, CheckRow>> {
      if (paymentIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([paymentChecks.paymentId])
        .from(paymentChecks)
        .where(inArray(paymentChecks.paymentId, paymentIds))
        .orderBy(paymentChecks.paymentId, desc(paymentChecks.checkedAt));
      return new Map(rows.map((r) => [r.paymentId, r]));
    },
  };
}
