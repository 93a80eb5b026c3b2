import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addressFamilyDetails,
  declaration,
  diplomaEducation,
  diplomaSelection,
  mbaEducation,
  mbaSelection,
  personalDetails,
} from '../../test/fixtures';
import { openApplication, payFee, reachFeeStage, reachProgramStage } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import * as admission from '@college/contracts/endpoints/admission';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const MOBILE = '9876543210';
const OTHER = '8123456789';

describe('a whole application', () => {
  it('when a diploma applicant goes from OTP to declaration, then each step advances the stage and it ends submitted', async () => {
    const agent = await signIn(t, MOBILE);
    const check = await call(agent, admission.checkExisting, { body: { mobile: MOBILE } }).expect(200);
    expect(check.body).toMatchObject({
      success: true,
      exists: false,
      multipleApplications: false,
      data: { applicationId: 'APP2026000001', currentStage: 'personal_details' },
    });
    const id = check.body.data.applicationId as string;
    const stage = async () =>
      (await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data.currentStage as string;

    const personal = await call(agent, admission.savePersonalDetails, {
      body: { applicationId: id, personalDetails: personalDetails() },
    }).expect(200);
    expect(personal.body.message).toBe('Personal details saved successfully');
    expect(await stage()).toBe('address_family_details');
    // Each save answers with the application as it now stands, so the form needs no second request.
    expect(personal.body.data).toMatchObject({
      applicationId: id,
      currentStage: 'address_family_details',
      personalDetails: { fullName: 'Anu Krishnan' },
    });

    const address = await call(agent, admission.saveAddressFamilyDetails, {
      body: { applicationId: id, addressFamilyDetails: addressFamilyDetails() },
    }).expect(200);
    expect(address.body.message).toBe('Address and family details saved successfully');
    expect(address.body.data.currentStage).toBe('application_fee_payment');
    expect(await stage()).toBe('application_fee_payment');

    await payFee(agent, id);
    expect(await stage()).toBe('program_selection');

    const program = await call(agent, admission.saveProgramSelection, { params: { applicationId: id }, body: diplomaSelection() }).expect(
      200,
    );
    expect(program.body.message).toBe('Program selection saved successfully');
    expect(program.body.data.programSelections[0]).toMatchObject({ programLevel: 'diploma', mode: 'Regular' });
    expect(await stage()).toBe('education_details');

    await call(agent, admission.getEducationDetails, { params: { applicationId: id } }).expect(404);
    const education = await call(agent, admission.saveEducationDetails, { params: { applicationId: id }, body: diplomaEducation() }).expect(
      200,
    );
    expect(education.body.message).toBe('Education details saved successfully!');
    expect(education.body.data.currentStage).toBe('declaration');
    expect(await stage()).toBe('declaration');

    const declared = await call(agent, admission.submitDeclaration, { params: { applicationId: id }, body: declaration() }).expect(200);
    expect(declared.body.message).toBe('Application Completed Successfully!');
    expect(declared.body.data).toMatchObject({ currentStage: 'submitted', status: 'submitted' });

    const full = (await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data;
    expect(full).toMatchObject({
      applicationId: id,
      _id: id,
      mobile: MOBILE,
      status: 'submitted',
      currentStage: 'submitted',
      isExistingApplication: true,
      feeAmount: 500,
      personalDetails: { fullName: 'Anu Krishnan', dob: '2008-05-14', religion: 'hindu', gender: 'female' },
      addressFamilyDetails: { address: { country: 'India', pinCode: '682028' } },
      programSelections: [
        {
          programLevel: 'diploma',
          mode: 'Regular',
          selected: true,
          priority: 1,
          specialization: null,
          branchPreferences: [
            { branch: 'Computer Engineering', priority: 1 },
            { branch: 'Civil Engineering', priority: 2 },
          ],
        },
      ],
      educationDetails: { educationData: [{ examination: 'SSLC/THSLC/CBSE', passedFailed: 'Passed', yearOfPass: 2024 }] },
      declaration: { agreed: true, digitalSignature: 'Anu Krishnan' },
      paymentDetails: { application_fee: { amount: 500, currency: 'INR', status: 'success', attempts: 1, lastError: null } },
    });
    expect(full.personalDetails.agreeToTerms).toBeUndefined();

    // Submitted applications are read-only.
    const late = await call(agent, admission.savePersonalDetails, {
      body: { applicationId: id, personalDetails: personalDetails('Someone Else') },
    }).expect(409);
    expect(late.body.message).toContain('stage');
    await call(agent, admission.createPayment, { body: { applicationId: id } }).expect(409);
  });

  it('when an MBA applicant completes, then General specialization and the MBA education are kept', async () => {
    const agent = await signIn(t, MOBILE);
    const id = await reachProgramStage(agent, MOBILE);
    await call(agent, admission.saveProgramSelection, { params: { applicationId: id }, body: mbaSelection() }).expect(200);
    await call(agent, admission.saveEducationDetails, { params: { applicationId: id }, body: mbaEducation() }).expect(200);
    const edu = (await call(agent, admission.getEducationDetails, { params: { applicationId: id } }).expect(200)).body.data;
    expect(edu.entranceExams).toEqual({
      kmat: { selected: true, score: 412 },
      cmat: { selected: false, score: null },
      cat: { selected: false, score: null },
    });
    expect(edu.collegeName).toBe('St. Albert’s College, Ernakulam');
    await call(agent, admission.submitDeclaration, { params: { applicationId: id }, body: declaration() }).expect(200);
    const app = (await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data;
    expect(app.programSelections[0]).toMatchObject({ programLevel: 'mba', specialization: 'General', branchPreferences: [] });
    expect(app.currentStage).toBe('submitted');
  });
});

describe('finding and opening applications', () => {
  it('when one application exists, then its id and stage; several, then the list', async () => {
    const agent = await signIn(t, MOBILE);
    const first = await openApplication(agent, MOBILE);
    await call(agent, admission.savePersonalDetails, { body: { applicationId: first, personalDetails: personalDetails() } }).expect(200);
    const one = await call(agent, admission.checkExisting, { body: { mobile: MOBILE } }).expect(200);
    expect(one.body).toMatchObject({
      exists: true,
      multipleApplications: false,
      data: { applicationId: first, currentStage: 'address_family_details' },
    });
    t.clock.advance(60);
    const second = await openApplication(agent, MOBILE);
    const many = await call(agent, admission.checkExisting, { body: { mobile: MOBILE } }).expect(200);
    expect(many.body.multipleApplications).toBe(true);
    expect(many.body.data.map((a: { applicationId: string }) => a.applicationId)).toEqual([second, first]);
    expect(many.body.data[1]).toMatchObject({ fullName: 'Anu Krishnan', status: 'draft', programSelections: [] });
  });

  it('when two tabs check a new mobile at the same moment, then one application is opened, not two', async () => {
    const agent = await signIn(t, MOBILE);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(agent, admission.checkExisting, { body: { mobile: MOBILE } }).expect(200)),
    );
    const ids = new Set(answers.map((a) => (a.body.data as { applicationId: string }).applicationId));
    expect(ids.size).toBe(1);
    const [row] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from applications where mobile = ${MOBILE}`);
    expect(row?.n).toBe(1);
  });

  it('when ids are handed out, then they are sequential per year and unique under concurrency', async () => {
    const agents = await Promise.all(['9000000001', '9000000002', '9000000003'].map((m) => signIn(t, m)));
    const ids = await Promise.all(agents.flatMap((agent, i) => [0, 1, 2].map(() => openApplication(agent, `900000000${i + 1}`))));
    expect(new Set(ids).size).toBe(9);
    expect([...ids].sort()).toEqual(Array.from({ length: 9 }, (_, i) => `APP2026${String(i + 1).padStart(6, '0')}`));
  });

  it('when a mobile has five applications, then a sixth is refused', async () => {
    const agent = await signIn(t, MOBILE);
    for (let i = 0; i < 5; i++) await openApplication(agent, MOBILE);
    await call(agent, admission.createApplication, { body: { mobile: MOBILE } }).expect(409);
  });

  it('when the body names another mobile than the verified one, then 403', async () => {
    const agent = await signIn(t, MOBILE);
    await call(agent, admission.checkExisting, { body: { mobile: OTHER } }).expect(403);
    await call(agent, admission.createApplication, { body: { mobile: OTHER } }).expect(403);
  });
});

describe('ownership', () => {
  it("when an applicant uses another's application id on any route, then 404 as if it did not exist", async () => {
    const owner = await signIn(t, MOBILE);
    const id = await openApplication(owner, MOBILE);
    await reachFeeStage(owner, id);
    const intruder = await signIn(t, OTHER);
    const missing = await call(intruder, admission.getApplication, { params: { applicationId: 'APP2026999999' } }).expect(404);
    const theirs = await call(intruder, admission.getApplication, { params: { applicationId: id } }).expect(404);
    expect(theirs.body.message).toBe(missing.body.message);
    const attempts = [
      call(intruder, admission.savePersonalDetails, { body: { applicationId: id, personalDetails: personalDetails() } }),
      call(intruder, admission.saveAddressFamilyDetails, { body: { applicationId: id, addressFamilyDetails: addressFamilyDetails() } }),
      call(intruder, admission.createPayment, { body: { applicationId: id } }),
      call(intruder, admission.saveProgramSelection, { params: { applicationId: id }, body: diplomaSelection() }),
      call(intruder, admission.getEducationDetails, { params: { applicationId: id } }),
      call(intruder, admission.saveEducationDetails, { params: { applicationId: id }, body: diplomaEducation() }),
      call(intruder, admission.submitDeclaration, { params: { applicationId: id }, body: declaration() }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Anu');
    }
    const untouched = (await call(owner, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data;
    expect(untouched.personalDetails.fullName).toBe('Anu Krishnan');
  });
});

describe('the stage machine', () => {
  it('when a later step is saved before its stage, then 409 with a message about the stage', async () => {
    const agent = await signIn(t, MOBILE);
    const id = await openApplication(agent, MOBILE);
    const early = [
      call(agent, admission.saveAddressFamilyDetails, { body: { applicationId: id, addressFamilyDetails: addressFamilyDetails() } }),
      call(agent, admission.createPayment, { body: { applicationId: id } }),
      call(agent, admission.saveProgramSelection, { params: { applicationId: id }, body: diplomaSelection() }),
      call(agent, admission.saveEducationDetails, { params: { applicationId: id }, body: diplomaEducation() }),
      call(agent, admission.submitDeclaration, { params: { applicationId: id }, body: declaration() }),
    ];
    for (const res of await Promise.all(early)) {
      expect(res.status).toBe(409);
      expect(res.body.message).toContain('stage');
    }
    await reachFeeStage(agent, id);
    await call(agent, admission.saveProgramSelection, { params: { applicationId: id }, body: diplomaSelection() }).expect(409);
  });

  it('when an earlier step is edited, then it saves and the stage does not move back', async () => {
    const agent = await signIn(t, MOBILE);
    const id = await openApplication(agent, MOBILE);
    await reachFeeStage(agent, id);
    await call(agent, admission.savePersonalDetails, { body: { applicationId: id, personalDetails: personalDetails('Anu K') } }).expect(
      200,
    );
    const app = (await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data;
    expect(app.currentStage).toBe('application_fee_payment');
    expect(app.personalDetails.fullName).toBe('Anu K');
  });

  it('when the programme level changes after education was saved, then the applicant is sent back to education', async () => {
    const agent = await signIn(t, MOBILE);
    const id = await reachProgramStage(agent, MOBILE);
    await call(agent, admission.saveProgramSelection, { params: { applicationId: id }, body: diplomaSelection() }).expect(200);
    await call(agent, admission.saveEducationDetails, { params: { applicationId: id }, body: diplomaEducation() }).expect(200);
    await call(agent, admission.saveProgramSelection, { params: { applicationId: id }, body: mbaSelection() }).expect(200);
    const app = (await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data;
    expect(app.currentStage).toBe('education_details');
    await call(agent, admission.submitDeclaration, { params: { applicationId: id }, body: declaration() }).expect(409);
    const wrongLevel = await call(agent, admission.saveEducationDetails, {
      params: { applicationId: id },
      body: diplomaEducation(),
    }).expect(400);
    expect(wrongLevel.body.message).toBe('Selected program not found');
  });
});

describe('step rules on the server', () => {
  it('when personal details break a rule, then 400 with the field and the spec message', async () => {
    const agent = await signIn(t, MOBILE);
    const id = await openApplication(agent, MOBILE);
    const young = await call(agent, admission.savePersonalDetails, {
      body: { applicationId: id, personalDetails: { ...personalDetails(), dob: '2015-01-01' } },
    }).expect(400);
    expect(young.body.fieldErrors['personalDetails.dob']).toEqual(['You must be at least 15 years old to apply']);
    const email = await call(agent, admission.savePersonalDetails, {
      body: { applicationId: id, personalDetails: { ...personalDetails(), email: 'not-an-email' } },
    }).expect(400);
    expect(email.body.message).toBe('Please enter a valid email address');
    for (const dob of ['1800-01-01', '2999-01-01']) {
      const odd = await call(agent, admission.savePersonalDetails, {
        body: { applicationId: id, personalDetails: { ...personalDetails(), dob } },
      }).expect(400);
      expect(odd.body.fieldErrors['personalDetails.dob']).toHaveLength(1);
    }
    const app = (await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data;
    expect(app.personalDetails).toBeNull();
  });

  it('when a parent mobile is wrong, then the spec message names the field', async () => {
    const agent = await signIn(t, MOBILE);
    const id = await openApplication(agent, MOBILE);
    await call(agent, admission.savePersonalDetails, { body: { applicationId: id, personalDetails: personalDetails() } }).expect(200);
    const details = addressFamilyDetails();
    details.parents.fatherMobile = '5847012345';
    const res = await call(agent, admission.saveAddressFamilyDetails, {
      body: { applicationId: id, addressFamilyDetails: details },
    }).expect(400);
    expect(res.body.message).toBe("Father's Mobile must be a valid Indian mobile number starting with 6, 7, 8, or 9");
  });

  it('when MBA education misses qualifications or fields, then every problem is listed', async () => {
    const agent = await signIn(t, MOBILE);
    const id = await reachProgramStage(agent, MOBILE);
    await call(agent, admission.saveProgramSelection, { params: { applicationId: id }, body: mbaSelection() }).expect(200);
    const body = mbaEducation();
    body.educationDetails.educationData = [
      { ...body.educationDetails.educationData[0]!, registrationNumber: ' ' },
      body.educationDetails.educationData[1]!,
    ];
    const res = await call(agent, admission.saveEducationDetails, { params: { applicationId: id }, body: body }).expect(400);
    expect(res.body.errors).toEqual([
      'MBA programs require SSLC/THSLC/CBSE, +2/VHSE, and Degree qualifications. Missing: Degree.',
      'SSLC/THSLC/CBSE details are incomplete. Please fill in: Registration Number.',
    ]);
  });

  it('when the signature is not the full name, then the mismatch message and nothing is submitted', async () => {
    const agent = await signIn(t, MOBILE);
    const id = await reachProgramStage(agent, MOBILE);
    await call(agent, admission.saveProgramSelection, { params: { applicationId: id }, body: diplomaSelection() }).expect(200);
    await call(agent, admission.saveEducationDetails, { params: { applicationId: id }, body: diplomaEducation() }).expect(200);
    const mismatch = await call(agent, admission.submitDeclaration, {
      params: { applicationId: id },
      body: declaration('anu krishnan'),
    }).expect(400);
    expect(mismatch.body.message).toBe('Please provide your digital signature as per the name on the declaration form');
    const notAgreed = await call(agent, admission.submitDeclaration, {
      params: { applicationId: id },
      unchecked: { ...declaration(), agreed: false },
    }).expect(400);
    expect(notAgreed.body.message).toBe('Please accept both anti-ragging and anti-drug undertakings to proceed');
    const app = (await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data;
    expect(app.currentStage).toBe('declaration');
  });

  it('when a diploma branch is not offered in the mode, then 400', async () => {
    const agent = await signIn(t, MOBILE);
    const id = await reachProgramStage(agent, MOBILE);
    const res = await call(agent, admission.saveProgramSelection, {
      params: { applicationId: id },
      body: {
        programSelections: [
          { programLevel: 'diploma', programName: 'Diploma in Engineering', mode: 'LET', branchPreferences: [{ branch: 'Architecture' }] },
        ],
      },
    }).expect(400);
    expect(res.body.message).toBe('Architecture is not offered in LET mode');
  });
});
