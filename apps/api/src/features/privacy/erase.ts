import type { Database } from '../../db/client';
import { eraseApplication } from '../applications/application-erasure';
import { consentRepository } from './consent.repository';

/**
 * The one erasure of the privacy duties (a withdrawal, a granted request, the retention job):
 * the application's consents are marked withdrawn, then the application is erased. In the
 * caller's transaction; false when the application was already gone.
 */
export async function eraseWithConsents(tx: Database, applicationId: string, now: Date): Promise<boolean> {
  await consentRepository(tx).withdrawAll(applicationId, now);
  return eraseApplication(tx, applicationId);
}
