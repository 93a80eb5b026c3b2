import { CONSENT_PURPOSES } from '@college/contracts/entities/privacy';
import { PRIVACY_NOTICE, TERMS_OF_SERVICE } from '@college/contracts/notices';
import type { Database } from '../../db/client';
import { consentRepository } from './consent.repository';
import { noticeHash } from './notice-hash';

// What other features tell the ledger, each in its own transaction: the sign-in (step 1's
// "By continuing, you agree to our Terms of Service and Privacy Policy"), the step 2 checkbox,
// and what submission asks of it.

const PRIVACY_HASH = noticeHash(PRIVACY_NOTICE);
const TERMS_HASH = noticeHash(TERMS_OF_SERVICE);

/** Step 1: verifying the mobile is agreeing to the Privacy Policy and the Terms shown beside it. */
export async function recordSignInConsent(db: Database, c: { mobile: string; ip: string | null; at: Date }): Promise<void> {
  const common = { mobile: c.mobile, method: 'sign_in_code', ip: c.ip, at: c.at };
  await consentRepository(db).insert([
    { ...common, kind: 'notice', noticeVersion: PRIVACY_NOTICE.version, noticeHash: PRIVACY_HASH, purposes: [...CONSENT_PURPOSES] },
    { ...common, kind: 'terms', noticeVersion: TERMS_OF_SERVICE.version, noticeHash: TERMS_HASH, purposes: ['terms'] },
  ]);
}

/** Step 2: 'I agree to the terms and conditions' for one application. */
export async function recordTermsConsent(db: Database, c: { mobile: string; applicationId: string; ip: string | null; at: Date }) {
  await consentRepository(db).insert([
    {
      mobile: c.mobile,
      applicationId: c.applicationId,
      kind: 'terms',
      noticeVersion: TERMS_OF_SERVICE.version,
      noticeHash: TERMS_HASH,
      purposes: ['terms'],
      method: 'checkbox',
      ip: c.ip,
      at: c.at,
    },
  ]);
}

/** Whether a parent or guardian has confirmed for this application (and not withdrawn). */
export async function hasParentalConsent(db: Database, applicationId: string): Promise<boolean> {
  return (await consentRepository(db).liveParental(applicationId)) !== undefined;
}
