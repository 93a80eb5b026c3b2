import type request from 'supertest';
import * as admission from '@college/contracts/endpoints/admission';
import { PROGRAMME_INTAKE } from '@college/contracts/constants';
import type { CategoryCode, DisabilityCode } from '@college/contracts/entities/reservation';
import type { SeatMatrixInput } from '@college/contracts/entities/allotment';
import { call } from './call';
import { addressFamilyDetails, declaration, diplomaEducation, personalDetails } from './fixtures';
import { openApplication, payFee } from './journey';
import { signIn, type TestApp } from './test-app';

export type Claim = { category?: CategoryCode; disability?: DisabilityCode; disabilityPercent?: string };

/**
 * A Regular diploma application submitted through the API as an applicant would: `Applicant <key>`,
 * born 10/01/2007, with the claim (and its certificate) and `sslc` as the percentage of every
 * subject, its branches in this order, using the site in `language`. Answers the application's id and the applicant's agent.
 */
export async function submitDiploma(
  t: TestApp,
  key: string,
  mobile: string,
  sslc: string,
  branches: string[],
  claim: Claim = {},
  language: 'en' | 'ml' = 'en',
): Promise<{ id: string; agent: request.Agent }> {
  const agent: request.Agent = await signIn(t, mobile, language);
  const id = await openApplication(agent, mobile);
  const certificate = claim.category && claim.category !== 'SM' ? { certificateNumber: `C/${key}`, certificateDate: '2026-03-15' } : {};
  await call(agent, admission.savePersonalDetails, {
    body: { applicationId: id, personalDetails: { ...personalDetails(`Applicant ${key}`), dob: '2007-01-10', ...claim, ...certificate } },
  }).expect(200);
  await call(agent, admission.saveAddressFamilyDetails, {
    body: { applicationId: id, addressFamilyDetails: addressFamilyDetails() },
  }).expect(200);
  await payFee(agent, id);
  await call(agent, admission.saveProgramSelection, {
    params: { applicationId: id },
    body: {
      programSelections: [
        {
          programLevel: 'diploma',
          programName: 'Diploma in Engineering',
          mode: 'Regular',
          branchPreferences: branches.map((branch) => ({ branch })),
        },
      ],
    },
  }).expect(200);
  const education = diplomaEducation();
  const educationData = education.educationDetails.educationData.map((e) => ({ ...e, percentageMarks: sslc }));
  await call(agent, admission.saveEducationDetails, {
    params: { applicationId: id },
    body: { educationDetails: { ...education.educationDetails, educationData } },
  }).expect(200);
  await call(agent, admission.submitDeclaration, { params: { applicationId: id }, body: declaration(`Applicant ${key}`) }).expect(200);
  return { id, agent };
}

/**
 * The rules' matrix, but Computer Engineering keeps only a few merit seats (by default one State
 * Merit, one EZ); its other seats are THSLC seats. A reserved seat nobody of its category takes
 * becomes a State Merit seat when a State Merit applicant waits, so a test that needs one seat
 * alone asks for `{ SM: 1 }`.
 */
export function scarceMatrix(
  proposed: SeatMatrixInput,
  merit: Partial<SeatMatrixInput['blocks'][number]['branches'][number]['seats']> = { SM: 1, EZ: 1 },
): SeatMatrixInput {
  const meritSeats = Object.values(merit).reduce((sum, n) => sum + n, 0);
  const seats = Object.entries(merit)
    .map(([c, n]) => `${n} ${c}`)
    .join(', ');
  return {
    ...proposed,
    order: `Test order: Computer Engineering's merit seats are ${seats}`,
    blocks: proposed.blocks.map((block) => ({
      ...block,
      branches: block.branches.map((row) => {
        if (row.branch !== 'Computer Engineering') return row;
        const none = Object.fromEntries(Object.keys(row.seats).map((c) => [c, 0])) as typeof row.seats;
        if (block.code === 'merit') return { ...row, seats: { ...none, ...merit }, pwd: 0 };
        if (block.code === 'thslc') return { ...row, seats: { ...none, SM: PROGRAMME_INTAKE - meritSeats }, pwd: 0 };
        return { ...row, seats: none, pwd: 0 };
      }),
    })),
  };
}
