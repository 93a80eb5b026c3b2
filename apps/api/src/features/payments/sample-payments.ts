import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * The fee payments of sample applications (those marked paid), with demo gateway ids
 * pay_SAMPLE<row>, so the office's search by payment id has something to find.
 */
export async function addSamplePayments(db: Database, applicationIds: { from: string; to: string }): Promise<void> {
  await db.execute(sql`
    insert into payments (application_id, gateway, order_id, gateway_payment_id, amount_paise, status, method, attempt, verified_at, created_at, updated_at)
    select id, 'demo', 'order_SAMPLE' || substr(id, 8), 'pay_SAMPLE' || substr(id, 8), fee_paise, 'success', 'upi', 1, fee_paid_at, fee_paid_at, fee_paid_at
    from applications where id between ${applicationIds.from} and ${applicationIds.to} and fee_paid_at is not null`);
}
