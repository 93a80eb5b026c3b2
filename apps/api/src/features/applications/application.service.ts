import { MAX_APPLICATIONS_PER_MOBILE, PAISE_PER_RUPEE } from '@college/contracts/constants';
import type { AddressFamilyDetails } from '@college/contracts/entities/address-family';
import { formatApplicationId } from '@college/contracts/entities/application';
import type { declarationInputSchema } from '@college/contracts/entities/declaration';
import type { EducationDetails } from '@college/contracts/entities/education-details';
import type { z } from 'zod';
import type { personalDetailsInputSchema } from '@college/contracts/entities/personal-details';
import type { programSelectionsInputSchema } from '@college/contracts/entities/program-selection';
import { currentYearInKolkata, todayInKolkata } from '@college/contracts/rules/day';
import { needsParentalConsent, PARENTAL_CONSENT_NEEDED } from '@college/contracts/entities/privacy';
import { declarationProblem } from '@college/contracts/rules/signature';
import type { Database } from '../../db/client';
import { inTransaction, withKeyLock } from '../../db/transaction';
import { AppError, conflict, invalidField, notFound } from '../../lib/app-error';
import type { Stage } from '@college/contracts/stages';
import type { Clock } from '../../lib/clock';
import type { ApplicationFee } from '@college/contracts/entities/payment';
import { hasParentalConsent, recordTermsConsent } from '../consents/consents.api';
import type { AdmissionSettingsService } from '../settings/settings.api';
import { findOwnedApplication, lockOwnedApplication, verificationFacts } from './application-access';
import { tellSubmitted } from './applicant-messages';
import { applicantImagesRepository } from './applicant-images.repository';
import { correctionsOf, storedPersonalDetails } from './application-correction';
import { applicationRepository, type ApplicationRow } from './application.repository';
import { toApplication, toSummary } from './application.view';
import { assertCanSave, furthest } from './stage-rules';
import { specialQuotas } from '@college/contracts/rules/special-quotas';

type PersonalDetails = z.output<typeof personalDetailsInputSchema>;
type ProgramSelections = z.output<typeof programSelectionsInputSchema>['programSelections'];

/**
 * An application's fee as payments sees it (attempts, refunds), asked through this port: payments
 * uses applications, so applications may not import payments. Wired in app.ts.
 */
export type FeeOf = (applicationId: string, feePaise: number, now: Date) => Promise<ApplicationFee>;

export function applicationService(deps: { db: Database; clock: Clock; settings: AdmissionSettingsService; feeOf: FeeOf }) {
  const { db, clock } = deps;
  const repo = applicationRepository(db);

  /** Runs a step save on the locked row after the ownership and stage checks. */
  async function saveStep(
    id: string,
    mobile: string,
    stage: Stage,
    check: (row: ApplicationRow) => void,
    write: (row: ApplicationRow, tx: Database) => Promise<void>,
  ): Promise<void> {
    await inTransaction(db, async (tx) => {
      const row = await lockOwnedApplication(tx, id, mobile);
      check(row);
      await write(row, tx);
      // The office's timeline: each step saved, and the submission.
      const kind = stage === 'declaration' ? 'submitted' : 'stage_saved';
      await applicationRepository(tx).addEvent({
        applicationId: id,
        kind,
        stage,
        ...(kind === 'submitted' ? { statusTo: 'submitted' } : {}),
        at: clock.now(),
      });
    });
  }

  /** Opens an application; with `firstOnly`, only if the mobile has none (two tabs verifying at once open one). */
  async function create(mobile: string, firstOnly = false) {
    return withKeyLock(db, `applications:${mobile}`, async (tx) => {
      const txRepo = applicationRepository(tx);
      if (firstOnly) {
        const [existing] = await txRepo.listByMobile(mobile);
        if (existing) return existing;
      }
      // Refused while every intake is shut; the fee is the one in force when the application opens.
      const feeRupees = await deps.settings.feeForNewApplication(tx);
      if ((await txRepo.countByMobile(mobile)) >= MAX_APPLICATIONS_PER_MOBILE) {
        throw conflict(`A mobile number can have at most ${MAX_APPLICATIONS_PER_MOBILE} applications`);
      }
      const now = clock.now();
      const year = currentYearInKolkata(now);
      const id = formatApplicationId(year, await txRepo.nextSequence(year));
      const row = await txRepo.insert({ id, mobile, feePaise: feeRupees * PAISE_PER_RUPEE, now });
      await txRepo.addEvent({ applicationId: id, kind: 'created', stage: row.currentStage, at: now });
      return row;
    });
  }

  return {
    create: (mobile: string) => create(mobile),

    /** None: a new application is opened; one: where to resume; several: the list. */
    async checkExisting(mobile: string) {
      const rows = await repo.listByMobile(mobile);
      if (rows.length === 0) {
        const created = await create(mobile, true);
        return {
          exists: false,
          multipleApplications: false,
          data: { applicationId: created.id, currentStage: 'personal_details' as const },
          message: 'New Application Created',
        };
      }
      if (rows.length === 1) {
        const [only] = rows as [ApplicationRow];
        return {
          exists: true,
          multipleApplications: false,
          data: { applicationId: only.id, currentStage: only.currentStage },
          message: 'Existing application found',
        };
      }
      const selections = await repo.selectionsFor(rows.map((r) => r.id));
      return {
        exists: true,
        multipleApplications: true,
        data: rows.map((r) =>
          toSummary(
            r,
            selections.filter((s) => s.applicationId === r.id),
          ),
        ),
        message: 'Multiple applications found',
      };
    },

    /** What a printed acknowledgement's code may show anyone: number, initials, programme, status; null for no such application. */
    verificationFacts: (id: string) => verificationFacts(db, id),

    /** Any application, for documents the system sends itself (the acknowledgement email). */
    async getForDocument(id: string) {
      const row = await repo.find(id);
      if (!row) throw notFound('Application not found');
      const [selections, fee, images] = await Promise.all([
        repo.selectionsFor([row.id]),
        deps.feeOf(row.id, row.feePaise, clock.now()),
        applicantImagesRepository(db).of(row.id),
      ]);
      return toApplication(row, selections, fee, images);
    },

    async get(id: string, mobile: string) {
      const row = await findOwnedApplication(db, id, mobile);
      const [selections, fee, images, events] = await Promise.all([
        repo.selectionsFor([row.id]),
        deps.feeOf(row.id, row.feePaise, clock.now()),
        applicantImagesRepository(db).of(row.id),
        repo.events(row.id),
      ]);
      return { ...toApplication(row, selections, fee, images), corrections: correctionsOf(events) };
    },

    /** `ip` goes to the consent ledger with the step's 'I agree to the terms and conditions'. */
    savePersonalDetails: (id: string, mobile: string, details: PersonalDetails, ip: string | null = null) =>
      saveStep(
        id,
        mobile,
        'personal_details',
        (row) => assertCanSave(row.currentStage, 'personal_details'),
        async (row, tx) => {
          const stored = storedPersonalDetails(details);
          await recordTermsConsent(tx, { mobile, applicationId: row.id, ip, at: clock.now() });
          await applicationRepository(tx).update(row.id, {
            personalDetails: stored,
            fullName: details.fullName,
            dob: details.dob,
            category: details.category,
            disability: details.disability,
            currentStage: furthest(row.currentStage, 'address_family_details'),
            updatedAt: clock.now(),
          });
        },
      ),

    saveAddressFamily: (id: string, mobile: string, details: AddressFamilyDetails) =>
      saveStep(
        id,
        mobile,
        'address_family_details',
        (row) => assertCanSave(row.currentStage, 'address_family_details'),
        async (row, tx) => {
          await applicationRepository(tx).update(row.id, {
            addressFamilyDetails: details,
            currentStage: furthest(row.currentStage, 'application_fee_payment'),
            updatedAt: clock.now(),
          });
        },
      ),

    saveProgramSelections: (id: string, mobile: string, selections: ProgramSelections) =>
      saveStep(
        id,
        mobile,
        'program_selection',
        (row) => assertCanSave(row.currentStage, 'program_selection'),
        async (row, tx) => {
          const level = selections[0]?.programLevel ?? null;
          await deps.settings.assertIntakeOpen(tx, level, selections[0]?.mode);
          // Education details are per programme: a different programme sends the applicant back to them.
          const changedLevel = row.programLevel !== null && row.programLevel !== level;
          await applicationRepository(tx).replaceSelections(row.id, selections);
          const first = selections[0];
          await applicationRepository(tx).update(row.id, {
            programLevel: level,
            // For the office's filters: the mode and the branches in the applicant's order.
            diplomaMode: first?.mode ?? null,
            branches: first?.branchPreferences.map((p) => p.branch) ?? [],
            firstBranch: first?.branchPreferences[0]?.branch ?? null,
            currentStage: changedLevel ? 'education_details' : furthest(row.currentStage, 'education_details'),
            updatedAt: clock.now(),
          });
        },
      ),

    async getEducation(id: string, mobile: string) {
      const row = await findOwnedApplication(db, id, mobile);
      if (!row.educationDetails) throw notFound('Education details not found');
      return row.educationDetails;
    },

    saveEducation: (id: string, mobile: string, details: EducationDetails) =>
      saveStep(
        id,
        mobile,
        'education_details',
        (row) => {
          assertCanSave(row.currentStage, 'education_details');
          if (row.programLevel !== details.programDetails.programLevel) {
            throw new AppError('VALIDATION_ERROR', 'Selected program not found');
          }
        },
        async (row, tx) => {
          await applicationRepository(tx).update(row.id, {
            educationDetails: details,
            specialQuotas: specialQuotas(details.educationData),
            currentStage: furthest(row.currentStage, 'declaration'),
            updatedAt: clock.now(),
          });
        },
      ),

    declare: (id: string, mobile: string, input: z.output<typeof declarationInputSchema>) =>
      saveStep(
        id,
        mobile,
        'declaration',
        (row) => {
          assertCanSave(row.currentStage, 'declaration');
          const problem = declarationProblem(input.agreed, input.digitalSignature, row.fullName ?? '');
          if (problem) {
            throw invalidField('digitalSignature', problem.message);
          }
        },
        async (row, tx) => {
          await deps.settings.assertIntakeOpen(tx, row.programLevel, row.diplomaMode);
          const now = clock.now();
          // Refused here, not only on the page: under 18 on the day, a parent's consent comes first.
          if (needsParentalConsent(row.dob, todayInKolkata(now)) && !(await hasParentalConsent(tx, row.id))) {
            throw conflict(PARENTAL_CONSENT_NEEDED);
          }
          await applicationRepository(tx).update(row.id, {
            declaration: {
              agreed: true,
              digitalSignature: input.digitalSignature.trim(),
              agreedAt: input.agreedAt,
            },
            currentStage: 'submitted',
            status: 'submitted',
            submittedAt: now,
            updatedAt: now,
          });
          await tellSubmitted(tx, row, now);
        },
      ),
  };
}
export type ApplicationService = ReturnType<typeof applicationService>;
