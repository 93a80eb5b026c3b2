import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { applicationRepository, type ApplicationRow } from './application.repository';
import { tellFeeReceived } from './applicant-messages';
import { furthest } from './stage-rules';

/** An application as other features see it when they ask here. */
export type { ApplicationRow };

// What other features (payments, the office) may do with an application. Only this feature
// writes its rows; the others ask here, inside their own transaction.

const APPLICATION_NOT_FOUND = 'Application not found';

/** The one ownership rule: an application belongs to the mobile that opened it. */
export function isOwnedBy(row: ApplicationRow | undefined, mobile: string): row is ApplicationRow {
  return row !== undefined && row.mobile === mobile;
}

/** The application of this mobile; anyone else's looks exactly like a missing one. */
export async function findOwnedApplication(db: Database, id: string, mobile: string): Promise<ApplicationRow> {
  const row = await applicationRepository(db).find(id);
  if (!isOwnedBy(row, mobile)) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}

/** As findOwnedApplication, with the row locked until the transaction `tx` ends. */
export async function lockOwnedApplication(tx: Database, id: string, mobile: string): Promise<ApplicationRow> {
  const row = await applicationRepository(tx).findForUpdate(id);
  if (!isOwnedBy(row, mobile)) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}

/** The row locked until `tx` ends, whoever owns it (a gateway's webhook has no mobile). */
export function lockApplication(tx: Database, id: string): Promise<ApplicationRow | undefined> {
  return applicationRepository(tx).findForUpdate(id);
}

/** The fee is paid: the application moves on to programme selection, never backwards. */
export async function markFeePaid(
  tx: Database,
  row: ApplicationRow,
  now: Date,
  payment: { gatewayPaymentId: string | null; amountPaise: number },
): Promise<void> {
  const repo = applicationRepository(tx);
  await repo.addEvent({ applicationId: row.id, kind: 'paid', at: now });
  await tellFeeReceived(tx, row, payment, now);
  if (row.currentStage === 'submitted') {
    await repo.update(row.id, { feePaidAt: row.feePaidAt ?? now });
    return;
  }
  await repo.update(row.id, {
    currentStage: furthest(row.currentStage, 'program_selection'),
    feePaidAt: row.feePaidAt ?? now,
    updatedAt: now,
  });
}

/**
 * The fee was refunded and no other payment stands for it: the application is no longer paid, for
 * the queue, the merit lists, the exports and the applicant alike. Its stage stays where it is.
 */
export async function markFeeRefunded(tx: Database, id: string, now: Date): Promise<void> {
  const repo = applicationRepository(tx);
  const row = await repo.findForUpdate(id);
  if (!row?.feePaidAt) return;
  await repo.addEvent({ applicationId: id, kind: 'refunded', at: now });
  await repo.update(id, { feePaidAt: null });
}

/** Applications whose fee is paid and that were never submitted (a fee not yet used), a page after `after`. */
export function paidUnsubmitted(db: Database, limit: number, after?: string): Promise<string[]> {
  return applicationRepository(db).paidUnsubmitted(limit, after);
}

/** What a printed acknowledgement may show anyone: number, initials, programme, status; null for no such application. */
export async function verificationFacts(db: Database, id: string) {
  const repo = applicationRepository(db);
  const row = await repo.find(id);
  if (!row || row.currentStage !== 'submitted') return null;
  const [selection] = await repo.selectionsFor([id]);
  const initials = (row.fullName ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${part.charAt(0).toUpperCase()}.`)
    .join(' ');
  const branch = selection?.branchPreferences[0]?.branch;
  const programme = selection ? [selection.programName, selection.mode, branch ?? selection.specialization].filter(Boolean).join(', ') : '';
  return { applicationId: row.id, initials, programme, status: row.status };
}
