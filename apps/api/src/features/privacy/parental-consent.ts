import type { Language } from '@college/contracts/languages';
import { GUARDIAN_LABELS, needsParentalConsent, type GuardianKind, type ParentalConsent } from '@college/contracts/entities/privacy';
import {
  PARENT_CODES_LIMIT_MESSAGE,
  PARENT_CODES_PER_APPLICANT_PER_DAY,
  PARENT_CODES_PER_APPLICATION_PER_DAY,
} from '@college/contracts/constants';
import { ageOn } from '@college/contracts/rules/dates';
import { todayInKolkata } from '@college/contracts/rules/day';
import type { Database } from '../../db/client';
import { conflict, invalidField, wrongStage } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findOwnedApplication, type ApplicationRow } from '../applications/applications.api';
import type { OtpService } from '../otp/otp.api';
import { liveParentalConsent, recordParentalConsent } from '../consents/consents.api';

const DAY = 24 * 3600;

/** Caps on parents' codes: per application, and per applicant's mobile (their session) across applications. */
const parentCodeLimits = (applicationId: string, applicantMobile: string) => ({
  limits: [
    { key: `parent-code-application:${applicationId}`, max: PARENT_CODES_PER_APPLICATION_PER_DAY, windowSeconds: DAY },
    { key: `parent-code-applicant:${applicantMobile}`, max: PARENT_CODES_PER_APPLICANT_PER_DAY, windowSeconds: DAY },
  ],
  message: PARENT_CODES_LIMIT_MESSAGE,
});

type Person = { guardian: GuardianKind; name: string; relationship: string; mobile: string };

/** The people step 3 named with a mobile: father, mother, and the guardian when given. */
function peopleOf(row: ApplicationRow): Person[] {
  const family = row.addressFamilyDetails;
  if (!family) return [];
  const people: Person[] = [
    { guardian: 'father', name: family.parents.fatherName, relationship: GUARDIAN_LABELS.father, mobile: family.parents.fatherMobile },
    { guardian: 'mother', name: family.parents.motherName, relationship: GUARDIAN_LABELS.mother, mobile: family.parents.motherMobile },
  ];
  const { guardianName, guardianContact } = family.guardian;
  if (guardianName && guardianContact) {
    people.push({ guardian: 'guardian', name: guardianName, relationship: GUARDIAN_LABELS.guardian, mobile: guardianContact });
  }
  return people.filter((p) => p.name !== '' && p.mobile !== '');
}

/**
 * A parent's or guardian's verifiable consent for an applicant under 18 (DPDP Act s.9, Rule 10):
 * a one-time code to the mobile the applicant gave for them at step 3, entered before submission.
 */
export function parentalConsentService(deps: { db: Database; clock: Clock; otp: OtpService }) {
  const { db, clock } = deps;
  const today = () => todayInKolkata(clock.now());

  /** The application, at the declaration step, of an applicant who needs a parent's consent; and the chosen person. */
  async function checked(id: string, mobile: string, guardian: GuardianKind) {
    const row = await findOwnedApplication(db, id, mobile);
    if (row.currentStage !== 'declaration') throw wrongStage('A parent confirms at the last step, before submission');
    if (!needsParentalConsent(row.dob, today())) {
      throw conflict('Only applicants under 18 need a parent or guardian to confirm');
    }
    const person = peopleOf(row).find((p) => p.guardian === guardian);
    if (!person) {
      throw invalidField('guardian', `No mobile number was given for the ${guardian} at step 3`);
    }
    return { row, person };
  }

  async function status(id: string, mobile: string): Promise<ParentalConsent> {
    const row = await findOwnedApplication(db, id, mobile);
    const given = await liveParentalConsent(db, id);
    return {
      required: needsParentalConsent(row.dob, today()),
      given: given ? { name: given.parentName ?? '', relationship: given.parentRelationship ?? '', at: given.at.toISOString() } : null,
      choices: peopleOf(row).map((p) => ({
        guardian: p.guardian,
        name: p.name,
        relationship: p.relationship,
        mobileEnding: p.mobile.slice(-4),
      })),
    };
  }

  return {
    status,

    /** Sends the parent's code, in the language the applicant is using the site in (the parent is beside them). */
    async sendCode(id: string, mobile: string, guardian: GuardianKind, ip: string, language: Language) {
      const { person } = await checked(id, mobile, guardian);
      return deps.otp.send(person.mobile, ip, 'parental_consent', language, parentCodeLimits(id, mobile));
    },

    async confirm(
      id: string,
      mobile: string,
      guardian: GuardianKind,
      code: string,
      ip: string | null,
      checkKey?: string,
    ): Promise<ParentalConsent> {
      const { row, person } = await checked(id, mobile, guardian);
      // The same check again (its answer was lost): the consent it recorded stands, recorded once.
      const { repeated } = await deps.otp.verify(person.mobile, code, ip ?? 'unknown', 'parental_consent', checkKey);
      if (repeated) {
        const now = await status(id, mobile);
        if (now.given) return now;
      }
      await recordParentalConsent(db, {
        mobile,
        applicationId: id,
        parentName: person.name,
        parentRelationship: person.relationship,
        parentMobile: person.mobile,
        applicantAge: row.dob ? ageOn(row.dob, today()) : null,
        ip,
        at: clock.now(),
      });
      return status(id, mobile);
    },
  };
}
export type ParentalConsentService = ReturnType<typeof parentalConsentService>;
