import type { Database } from '../../db/client';
import { forgetLanguage } from '../messages/messages.api';
import { forgetMessagesAbout } from '../messages/messages.api';
import { applicationRepository } from './application.repository';

// Erasure, for a withdrawal of consent, a granted erasure request and the retention rules. What
// the law makes the college keep stays: payment records (no foreign key to the application), the
// consent ledger (the proof of consent), the staff audit, and the place on a published merit list
// without the name and date of birth (merit/merit-erasure.ts).

/** What an erasure removes and what it keeps, in the words of the applicant's receipt. */
export const ERASED = [
  'Personal details, address, parents and guardian, education and declaration',
  'Programme choices and the application timeline',
  'Messages sent about the application',
  'Photo, signature and the documents sent for admission',
  'Your name and date of birth on every merit list, and your place on lists not yet published',
] as const;
export const KEPT = [
  'Payment records (amount, time, payment reference): eight years, as the accounting and tax laws require',
  'The record of the consents given and withdrawn, as proof the law asks the college to keep',
  'The record of which staff opened the application: at least one year',
  'Your place on a merit list already published (rank, application number and marks, without your name): the record of how every seat was given',
] as const;

/** Erases one application inside the caller's transaction; false when it was already gone. */
export async function eraseApplication(tx: Database, id: string): Promise<boolean> {
  await forgetMessagesAbout(tx, id);
  const repo = applicationRepository(tx);
  const mobile = await repo.delete(id);
  if (mobile === null) return false;
  // With its last application the mobile's language goes too: nothing is left to write about.
  if ((await repo.countByMobile(mobile)) === 0) await forgetLanguage(tx, mobile);
  return true;
}

/** The applications past their retention period, for the retention job. */
export function applicationsPastRetention(db: Database, unsubmittedBefore: Date, yearBefore: number, limit: number) {
  return applicationRepository(db).pastRetention(unsubmittedBefore, yearBefore, limit);
}
