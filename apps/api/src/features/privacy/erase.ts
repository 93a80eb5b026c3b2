import type { Database } from '../../db/client';
import { eraseApplication } from '../applications/applications.api';
import { forgetOnMeritLists } from '../merit/merit.api';
import { withdrawConsents } from '../consents/consents.api';

/**
 * The one erasure of the privacy duties (a withdrawal, a granted request, the retention job):
 * the application's consents are marked withdrawn, the applicant leaves the merit lists (or, on a
 * published one, their name does), then the application is erased. In the
 * caller's transaction; false when the application was already gone.
 */
export async function eraseWithConsents(tx: Database, applicationId: string, now: Date): Promise<boolean> {
  await withdrawConsents(tx, applicationId, now);
  await forgetOnMeritLists(tx, applicationId);
  return eraseApplication(tx, applicationId);
}
