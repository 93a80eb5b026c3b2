import { CONSENT_PURPOSES } from '@college/contracts/entities/privacy';
import { PRIVACY_NOTICE, TERMS_OF_SERVICE } from '@college/contracts/notices';
import type { Database } from '../../db/client';
import { consentRepository, type ConsentRow } from './consent.repository';
import { noticeHash } from './notice-hash';

// The consent ledger (DPDP Act s.6): what was agreed to, by whom, how and when, on which wording.
// Below the features that write to it (the sign-in, the application, the privacy duties), none of
// which it knows. Each call runs in the caller's transaction when given one.

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

export type { ConsentRow };

/** A parent's or guardian's confirmation by the code sent to their mobile, on the Privacy Policy in force. */
export async function recordParentalConsent(
  db: Database,
  c: {
    mobile: string;
    applicationId: string;
    parentName: string;
    parentRelationship: string;
    parentMobile: string;
    applicantAge: number | null;
    ip: string | null;
    at: Date;
  },
): Promise<void> {
  await consentRepository(db).insert([
    {
      ...c,
      kind: 'parental',
      noticeVersion: PRIVACY_NOTICE.version,
      noticeHash: PRIVACY_HASH,
      purposes: [...CONSENT_PURPOSES],
      method: 'parent_code',
    },
  ]);
}

/** The live parental consent of an application, if any. */
export function liveParentalConsent(db: Database, applicationId: string): Promise<ConsentRow | undefined> {
  return consentRepository(db).liveParental(applicationId);
}

/** Every consent of the application's applicant, for their copy of their data. */
export function consentsOfApplication(db: Database, applicationId: string, mobile: string): Promise<ConsentRow[]> {
  return consentRepository(db).forApplication(applicationId, mobile);
}

/** Marks every consent of the application withdrawn (the rows stay: they are the proof). */
export function withdrawConsents(db: Database, applicationId: string, at: Date): Promise<void> {
  return consentRepository(db).withdrawAll(applicationId, at);
}
