import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { applicationRepository, type ApplicationRow } from './application.repository';
import { furthest } from './stage-rules';

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
export async function markFeePaid(tx: Database, row: ApplicationRow, now: Date): Promise<void> {
  if (row.currentStage === 'submitted') return;
  await applicationRepository(tx).update(row.id, { currentStage: furthest(row.currentStage, 'program_selection'), updatedAt: now });
}
