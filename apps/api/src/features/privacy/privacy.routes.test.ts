import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARENTAL_CONSENT_NEEDED } from '@college/contracts/entities/privacy';
import {
  PARENT_CODES_LIMIT_MESSAGE,
  PARENT_CODES_PER_APPLICANT_PER_DAY,
  PARENT_CODES_PER_APPLICATION_PER_DAY,
} from '@college/contracts/constants';
import { PRIVACY_NOTICE, TERMS_OF_SERVICE } from '@college/contracts/notices';
import { rowsOf } from '../../db/rows';
import { addressFamilyDetails, declaration, FATHER_MOBILE, personalDetails } from '../../test/fixtures';
import { openApplication, reachDeclaration, signInStaff } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import * as admission from '@college/contracts/endpoints/admission';
import * as privacy from '@college/contracts/endpoints/privacy';
import * as office from '@college/contracts/endpoints/office';

type Agent = ReturnType<typeof request.agent>;
let t: TestApp;

// The test clock reads 2026-06-15 in India.
const SEVENTEEN = '2009-03-02';
const EIGHTEEN = '2008-06-15';

const atDeclaration = (agent: Agent, mobile: string, dob: string, name = 'Meera S') => reachDeclaration(agent, mobile, name, dob);

const consentRows = (id: string) =>
  rowsOf<{
    kind: string;
    parent_name: string | null;
    parent_relationship: string | null;
    applicant_age: number | null;
    notice_hash: string;
  }>(
    t.database.db,
    sql`select kind, parent_name, parent_relationship, applicant_age, notice_hash from consents where application_id = ${id} order by at`,
  );

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('parental consent', () => {
  it('when a 17-year-old submits without a parent, then the API refuses with 409 and nothing changes; after the father enters his code, submission succeeds and the ledger says who and how', async () => {
    const agent = await signIn(t, '9847600001');
    const id = await atDeclaration(agent, '9847600001', SEVENTEEN);

    const refused = await call(agent, admission.submitDeclaration, { params: { applicationId: id }, body: declaration('Meera S') }).expect(
      409,
    );
    expect(refused.body).toMatchObject({ success: false, code: 'CONFLICT', message: PARENTAL_CONSENT_NEEDED });
    expect((await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data.currentStage).toBe(
      'declaration',
    );

    const status = await call(agent, privacy.getParentalConsent, { params: { applicationId: id } }).expect(200);
    expect(status.body.data).toEqual({
      required: true,
      given: null,
      choices: [
        { guardian: 'father', name: 'Krishnan K', relationship: 'Father', mobileEnding: FATHER_MOBILE.slice(-4) },
        { guardian: 'mother', name: 'Lakshmi K', relationship: 'Mother', mobileEnding: '4321' },
      ],
    });
    // No guardian was given at step 3.
    const noGuardian = await call(agent, privacy.sendParentalCode, {
      params: { applicationId: id },
      body: { guardian: 'guardian' },
    }).expect(400);
    expect(noGuardian.body.fieldErrors.guardian).toEqual(['No mobile number was given for the guardian at step 3']);

    await call(agent, privacy.sendParentalCode, { params: { applicationId: id }, body: { guardian: 'father' } }).expect(200);
    const code = t.sms.last(FATHER_MOBILE)?.otp;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    await call(agent, privacy.confirmParentalConsent, { params: { applicationId: id }, body: { guardian: 'father', otp: wrong } }).expect(
      400,
    );
    // The code is the father's: entered as the mother's, it does not match.
    await call(agent, privacy.confirmParentalConsent, {
      params: { applicationId: id },
      body: { guardian: 'mother', otp: code ?? '' },
    }).expect(400);
    const checkKey = 'c'.repeat(32);
    const confirmed = await call(agent, privacy.confirmParentalConsent, {
      params: { applicationId: id },
      body: { guardian: 'father', otp: code ?? '', checkKey },
    }).expect(200);
    expect(confirmed.body.data.given).toMatchObject({ name: 'Krishnan K', relationship: 'Father' });
    // The answer was lost and the phone sends the same check again: it is confirmed, and the ledger
    // holds one consent. Without the key, the code is used.
    const again = await call(agent, privacy.confirmParentalConsent, {
      params: { applicationId: id },
      body: { guardian: 'father', otp: code ?? '', checkKey },
    }).expect(200);
    expect(again.body.data.given).toEqual(confirmed.body.data.given);
    expect((await consentRows(id)).filter((c) => c.kind === 'parental')).toHaveLength(1);
    await call(agent, privacy.confirmParentalConsent, {
      params: { applicationId: id },
      body: { guardian: 'father', otp: code ?? '' },
    }).expect(400);

    await call(agent, admission.submitDeclaration, { params: { applicationId: id }, body: declaration('Meera S') }).expect(200);
    const ledger = await consentRows(id);
    const parental = ledger.find((c) => c.kind === 'parental');
    expect(parental).toMatchObject({ parent_name: 'Krishnan K', parent_relationship: 'Father', applicant_age: 17 });
    expect(parental?.notice_hash).toBe(createHash('sha256').update(JSON.stringify(PRIVACY_NOTICE)).digest('hex'));
  });

  it('when the applicant is 18 on the day, then no parent is asked and submission succeeds', async () => {
    const agent = await signIn(t, '9847600002');
    const id = await atDeclaration(agent, '9847600002', EIGHTEEN);
    expect((await call(agent, privacy.getParentalConsent, { params: { applicationId: id } }).expect(200)).body.data).toMatchObject({
      required: false,
      given: null,
    });
    const asked = await call(agent, privacy.sendParentalCode, { params: { applicationId: id }, body: { guardian: 'father' } }).expect(409);
    expect(asked.body.message).toBe('Only applicants under 18 need a parent or guardian to confirm');
    await call(agent, admission.submitDeclaration, { params: { applicationId: id }, body: declaration('Meera S') }).expect(200);
  });

  it("when a parent's code is used to sign in, or a sign-in code to consent, then neither works; and the sign-in code limits apply to the parent's mobile", async () => {
    const agent = await signIn(t, '9847600003');
    const id = await atDeclaration(agent, '9847600003', SEVENTEEN);
    t.clock.advance(120);
    await call(agent, privacy.sendParentalCode, { params: { applicationId: id }, body: { guardian: 'father' } }).expect(200);
    const parentCode = t.sms.last(FATHER_MOBILE)?.otp;
    const again = await call(agent, privacy.sendParentalCode, { params: { applicationId: id }, body: { guardian: 'father' } }).expect(429);
    expect(again.headers['retry-after']).toBeDefined();

    const stranger = request.agent(t.app);
    await call(stranger, admission.verifyOtp, { body: { mobile: FATHER_MOBILE, otp: parentCode ?? '' } }).expect(400);
    t.clock.advance(120);
    await call(stranger, admission.sendOtp, { body: { mobile: FATHER_MOBILE } }).expect(200);
    const signInCode = t.sms.last(FATHER_MOBILE)?.otp;
    await call(agent, privacy.confirmParentalConsent, {
      params: { applicationId: id },
      body: { guardian: 'father', otp: signInCode ?? '' },
    }).expect(400);
  });

  it('when step 3 is saved again and again with a new father’s mobile, then codes stop at the application’s cap, with a message that says what to do', async () => {
    const agent = await signIn(t, '9847611006');
    const id = await atDeclaration(agent, '9847611006', SEVENTEEN);
    const family = addressFamilyDetails();
    const answers: number[] = [];
    const numbers: string[] = [];
    for (let i = 0; i < 25; i++) {
      const fatherMobile = `98471${String(10000 + i)}`;
      numbers.push(fatherMobile);
      await call(agent, admission.saveAddressFamilyDetails, {
        body: { applicationId: id, addressFamilyDetails: { ...family, parents: { ...family.parents, fatherMobile } } },
      }).expect(200);
      const res = await call(agent, privacy.sendParentalCode, { params: { applicationId: id }, body: { guardian: 'father' } });
      answers.push(res.status);
      if (res.status === 429) {
        expect(res.body).toMatchObject({ code: 'RATE_LIMITED', message: PARENT_CODES_LIMIT_MESSAGE });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(PARENT_CODES_PER_APPLICATION_PER_DAY);
    expect(answers.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(numbers.filter((m) => t.sms.last(m))).toHaveLength(PARENT_CODES_PER_APPLICATION_PER_DAY);

    // A day later the application may ask again (signed in afresh: the session has ended by then).
    t.clock.advance(24 * 3600 + 1);
    const nextDay = await signIn(t, '9847611006');
    await call(nextDay, privacy.sendParentalCode, { params: { applicationId: id }, body: { guardian: 'father' } }).expect(200);
  });

  it('when one applicant asks for parents’ codes on several applications at once, then no more than the applicant’s cap are sent', async () => {
    const mobile = '9847611007';
    const agent = await signIn(t, mobile);
    const family = addressFamilyDetails();
    const requests: { id: string; guardian: 'father' | 'mother' | 'guardian'; number: string }[] = [];
    for (let a = 0; a < 5; a++) {
      const id = await atDeclaration(agent, mobile, SEVENTEEN);
      const number = (k: number) => `98472${String(10000 + a * 10 + k)}`;
      await call(agent, admission.saveAddressFamilyDetails, {
        body: {
          applicationId: id,
          addressFamilyDetails: {
            ...family,
            parents: { ...family.parents, fatherMobile: number(0), motherMobile: number(1) },
            guardian: { guardianName: 'Ravi P', guardianPlace: 'Kochi', guardianContact: number(2) },
          },
        },
      }).expect(200);
      requests.push({ id, guardian: 'father', number: number(0) }, { id, guardian: 'mother', number: number(1) });
      requests.push({ id, guardian: 'guardian', number: number(2) });
    }
    t.clock.advance(120);
    const answers = await Promise.all(
      requests.map(({ id, guardian }) => call(agent, privacy.sendParentalCode, { params: { applicationId: id }, body: { guardian } })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(PARENT_CODES_PER_APPLICANT_PER_DAY);
    expect(answers.filter((r) => r.status !== 200).map((r) => [r.status, r.body.message])).toEqual(
      Array.from({ length: requests.length - PARENT_CODES_PER_APPLICANT_PER_DAY }, () => [429, PARENT_CODES_LIMIT_MESSAGE]),
    );
    expect(requests.filter((r) => t.sms.last(r.number))).toHaveLength(PARENT_CODES_PER_APPLICANT_PER_DAY);
  });

  it('when another mobile asks about an application, then it is not found, and nothing is sent', async () => {
    const owner = await signIn(t, '9847600004');
    const id = await atDeclaration(owner, '9847600004', SEVENTEEN);
    const other = await signIn(t, '9847600005');
    t.clock.advance(120);
    const before = t.sms.last(FATHER_MOBILE);
    await call(other, privacy.getParentalConsent, { params: { applicationId: id } }).expect(404);
    await call(other, privacy.sendParentalCode, { params: { applicationId: id }, body: { guardian: 'father' } }).expect(404);
    await call(other, privacy.downloadMyData, { params: { applicationId: id } }).expect(404);
    await call(other, privacy.withdrawConsent, { params: { applicationId: id }, body: { confirm: true } }).expect(404);
    expect(t.sms.last(FATHER_MOBILE)).toEqual(before);
  });
});

describe('the consent ledger', () => {
  it('when an applicant verifies their mobile and ticks the terms, then the ledger holds the notice and terms versions with the hashes of their exact text', async () => {
    const agent = await signIn(t, '9847600006');
    const id = await openApplication(agent, '9847600006');
    await call(agent, admission.savePersonalDetails, { body: { applicationId: id, personalDetails: personalDetails() } }).expect(200);
    const rows = await rowsOf<{ kind: string; application_id: string | null; notice_version: number; notice_hash: string; method: string }>(
      t.database.db,
      sql`select kind, application_id, notice_version, notice_hash, method from consents where mobile = '9847600006' order by at, kind`,
    );
    const hash = (n: unknown) => createHash('sha256').update(JSON.stringify(n)).digest('hex');
    expect(rows).toEqual([
      {
        kind: 'notice',
        application_id: null,
        notice_version: PRIVACY_NOTICE.version,
        notice_hash: hash(PRIVACY_NOTICE),
        method: 'sign_in_code',
      },
      {
        kind: 'terms',
        application_id: null,
        notice_version: TERMS_OF_SERVICE.version,
        notice_hash: hash(TERMS_OF_SERVICE),
        method: 'sign_in_code',
      },
      {
        kind: 'terms',
        application_id: id,
        notice_version: TERMS_OF_SERVICE.version,
        notice_hash: hash(TERMS_OF_SERVICE),
        method: 'checkbox',
      },
    ]);
  });
});

describe('rights', () => {
  it('when the applicant downloads their data, then it has the application, the consents, the payments and each staff read with the name of who read it', async () => {
    const agent = await signIn(t, '9847600007');
    const id = await atDeclaration(agent, '9847600007', EIGHTEEN, 'Asha Varghese');
    const officer = await signInStaff(t, 'admissions');
    await call(officer.agent, office.getOfficeApplication, { params: { id } }).expect(200);

    const mine = await call(agent, privacy.downloadMyData, { params: { applicationId: id } }).expect(200);
    const data = mine.body.data;
    expect(data.application.personalDetails.fullName).toBe('Asha Varghese');
    expect(data.consents.map((c: { kind: string }) => c.kind)).toEqual(['notice', 'terms', 'terms']);
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({ status: 'success', amount: 500, currency: 'INR' });
    expect(data.consents[0]).toMatchObject({ kind: 'notice', ip: expect.any(String), withdrawnAt: null });
    expect(data.staffReads).toEqual([{ staff: 'Test admissions', action: 'opened the application', at: expect.any(String) }]);
  });

  it('when the applicant asks for a correction and an erasure, then the office sees both with a 90-day deadline; a granted erasure erases the application and keeps its payments', async () => {
    const agent = await signIn(t, '9847600008');
    const id = await atDeclaration(agent, '9847600008', EIGHTEEN, 'Biju Thomas');
    const empty = await call(agent, privacy.createRightsRequest, {
      params: { applicationId: id },
      body: { kind: 'correction', details: ' ' },
    }).expect(400);
    expect(empty.body.fieldErrors.details).toEqual(['Say what is wrong and what it should be']);
    const correction = await call(agent, privacy.createRightsRequest, {
      params: { applicationId: id },
      body: { kind: 'correction', details: 'My name is Biju Thomas K' },
    }).expect(201);
    const due = new Date(correction.body.data.dueAt).getTime() - new Date(correction.body.data.createdAt).getTime();
    expect(due).toBe(90 * 24 * 3600 * 1000);
    // A NUL byte cannot be stored: refused with a message, nothing written.
    const hostile = await call(agent, privacy.createRightsRequest, {
      params: { applicationId: id },
      body: { kind: 'erasure', details: 'erase\u0000me' },
    }).expect(400);
    expect(hostile.body.fieldErrors.details).toEqual(['Contains characters that are not allowed']);
    const erasure = await call(agent, privacy.createRightsRequest, { params: { applicationId: id }, body: { kind: 'erasure' } }).expect(
      201,
    );
    // One open request of a kind at a time: the office is not flooded.
    const again = await call(agent, privacy.createRightsRequest, { params: { applicationId: id }, body: { kind: 'erasure' } }).expect(409);
    expect(again.body.message).toMatch(/^You already have an open erasure request; the office answers it by \d{2}\/\d{2}\/\d{4}$/);

    const viewer = await signInStaff(t, 'viewer');
    await call(viewer.agent, privacy.listRightsRequests).expect(403);
    const officer = await signInStaff(t, 'admissions');
    const open = await call(officer.agent, privacy.listRightsRequests).expect(200);
    const mineOpen = open.body.data.filter((r: { applicationId: string }) => r.applicationId === id);
    expect(mineOpen.map((r: { kind: string }) => r.kind).sort()).toEqual(['correction', 'erasure']);
    expect(mineOpen[0].applicantName).toBe('Biju Thomas');
    // The requests go to the office with the application.
    const page = await call(officer.agent, office.getOfficeApplication, { params: { id } }).expect(200);
    expect(page.body.data.requests.map((r: { kind: string; status: string }) => [r.kind, r.status])).toEqual([
      ['correction', 'open'],
      ['erasure', 'open'],
    ]);

    await call(officer.agent, privacy.closeRightsRequest, {
      params: { id: correction.body.data.id },
      unchecked: { outcome: 'done' },
    }).expect(400);
    const refused = await call(officer.agent, privacy.closeRightsRequest, {
      params: { id: correction.body.data.id },
      body: { outcome: 'refused', note: 'The SSLC certificate says Biju Thomas' },
    }).expect(200);
    expect(refused.body.data).toMatchObject({ status: 'closed', outcome: 'refused', applicantName: 'Biju Thomas' });
    const closed = await call(officer.agent, privacy.closeRightsRequest, {
      params: { id: erasure.body.data.id },
      body: { outcome: 'done', note: 'Erased on request' },
    }).expect(200);
    expect(closed.body.data).toMatchObject({ status: 'closed', outcome: 'done', closedBy: 'Test admissions', applicantName: null });
    await call(officer.agent, privacy.closeRightsRequest, {
      params: { id: erasure.body.data.id },
      body: { outcome: 'done', note: 'again' },
    }).expect(409);

    await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(404);
    await call(officer.agent, office.getOfficeApplication, { params: { id } }).expect(404);
    const kept = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from payments where application_id = ${id}`);
    expect(kept[0]?.n).toBe(1);
    const erased = await rowsOf<{ action: string }>(
      t.database.db,
      sql`select action from audit where entity = 'rights_request' and entity_id = ${erasure.body.data.id}`,
    );
    expect(erased).toEqual([{ action: 'erase' }]);
  });

  it('when the applicant withdraws consent, then the application is erased at once except its payments, the ledger marks the withdrawal, and a receipt says what was kept', async () => {
    const agent = await signIn(t, '9847600009');
    const id = await atDeclaration(agent, '9847600009', EIGHTEEN);
    const unconfirmed = await call(agent, privacy.withdrawConsent, { params: { applicationId: id }, unchecked: {} }).expect(400);
    expect(unconfirmed.body.success).toBe(false);
    await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200);

    const res = await call(agent, privacy.withdrawConsent, { params: { applicationId: id }, body: { confirm: true } }).expect(200);
    expect(res.body.data).toMatchObject({ applicationId: id, reference: expect.any(String) });
    expect(res.body.data.kept[0]).toMatch(/^Payment records/);
    await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(404);
    await call(agent, privacy.withdrawConsent, { params: { applicationId: id }, body: { confirm: true } }).expect(404);
    const payments = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from payments where application_id = ${id}`);
    expect(payments[0]?.n).toBe(1);
    const ledger = await rowsOf<{ withdrawn: boolean }>(
      t.database.db,
      sql`select withdrawn_at is not null as withdrawn from consents where application_id = ${id}`,
    );
    expect(ledger).toEqual([{ withdrawn: true }]);
    const messages = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from outbox where variables ->> 'application' = ${id}`,
    );
    expect(messages[0]?.n).toBe(0);
  });
});
