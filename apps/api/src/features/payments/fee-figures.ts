import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { PAISE_PER_RUPEE } from '@college/contracts/constants';
import { paymentsLedgerRepository } from './payments-ledger.repository';

/**
 * Application fees for the dashboard: each day's fees kept (as the ledger's day totals count them,
 * so a day's figure is the ledger's under that day's filter), and the orders still waiting for the
 * gateway's answer.
 */
export async function feeFigures(db: Database, fromDay: string, dayCount: number) {
  const [days, waiting] = await Promise.all([
    paymentsLedgerRepository(db).days({ from: fromDay }, dayCount),
    rowsOf<{ pending: number; processing: number }>(
      db,
      sql`select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'processing')::int as processing
          from payments where purpose = 'application_fee' and status in ('pending', 'processing')`,
    ),
  ]);
  return {
    paidOn: new Map(days.map((d) => [d.day, { paid: d.paid, amount: d.paidPaise / PAISE_PER_RUPEE }] as const)),
    pending: waiting[0]?.pending ?? 0,
    processing: waiting[0]?.processing ?? 0,
  };
}
