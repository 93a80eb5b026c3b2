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

    const refused = await agent.post(`/api/v1/admission/declaration/${id}`).send(declaration('Meera S')).expect(409);
    expect(refused.body).toMatchObject({ success: false, code: 'CONFLICT', message: PARENTAL_CONSENT_NEEDED });
    expect((await agent.get(`/api/v1/admission/application/${id}`).expect(200)).body.data.currentStage).toBe('declaration');

    const status = await agent.get(`/api/v1/admission/${id}/parental-consent`).expect(200);
    expect(status.body.data).toEqual({
      required: true,
      given: null,
      choices: [
        { guardian: 'father', name: 'Krishnan K', relationship: 'Father', mobileEnding: FATHER_MOBILE.slice(-4) },
        { guardian: 'mother', name: 'Lakshmi K', relationship: 'Mother', mobileEnding: '4321' },
      ],
    });
    // No guardian was given at step 3.
    const noGuardian = await agent.post(`/api/v1/admission/${id}/parental-consent/code`).send({ guardian: 'guardian' }).expect(400);
    expect(noGuardian.body.fieldErrors.guardian).toEqual(['No mobile number was given for the guardian at step 3']);

    await agent.post(`/api/v1/admission/${id}/parental-consent/code`).send({ guardian: 'father' }).expect(200);
    const code = t.sms.last(FATHER_MOBILE)?.otp;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    await agent.post(`/api/v1/admission/${id}/parental-consent`).send({ guardian: 'father', otp: wrong }).expect(400);
    // The code is the father's: entered as the mother's, it does not match.
    await agent.post(`/api/v1/admission/${id}/parental-consent`).send({ guardian: 'mother', otp: code }).expect(400);
    const confirmed = await agent.post(`/api/v1/admission/${id}/parental-consent`).send({ guardian: 'father', otp: code }).expect(200);
    expect(confirmed.body.data.given).toMatchObject({ name: 'Krishnan K', relationship: 'Father' });

    await agent.post(`/api/v1/admission/declaration/${id}`).send(declaration('Meera S')).expect(200);
    const ledger = await consentRows(id);
    const parental = ledger.find((c) => c.kind === 'parental');
    expect(parental).toMatchObject({ parent_name: 'Krishnan K', parent_relationship: 'Father', applicant_age: 17 });
    expect(parental?.notice_hash).toBe(createHash('sha256').update(JSON.stringify(PRIVACY_NOTICE)).digest('hex'));
  });

  it('when the applicant is 18 on the day, then no parent is asked and submission succeeds', async () => {
    const agent = await signIn(t, '9847600002');
    const id = await atDeclaration(agent, '9847600002', EIGHTEEN);
    expect((await agent.get(`/api/v1/admission/${id}/parental-consent`).expect(200)).body.data).toMatchObject({
      required: false,
      given: null,
    });
    const asked = await agent.post(`/api/v1/admission/${id}/parental-consent/code`).send({ guardian: 'father' }).expect(409);
    expect(asked.body.message).toBe('Only applicants under 18 need a parent or guardian to confirm');
    await agent.post(`/api/v1/admission/declaration/${id}`).send(declaration('Meera S')).expect(200);
  });

  it("when a parent's code is used to sign in, or a sign-in code to consent, then neither works; and the sign-in code limits apply to the parent's mobile", async () => {
    const agent = await signIn(t, '9847600003');
    const id = await atDeclaration(agent, '9847600003', SEVENTEEN);
    t.clock.advance(120);
    await agent.post(`/api/v1/admission/${id}/parental-consent/code`).send({ guardian: 'father' }).expect(200);
    const parentCode = t.sms.last(FATHER_MOBILE)?.otp;
    const again = await agent.post(`/api/v1/admission/${id}/parental-consent/code`).send({ guardian: 'father' }).expect(429);
    expect(again.headers['retry-after']).toBeDefined();

    const stranger = request.agent(t.app);
    await stranger.post('/api/v1/admission/verify-otp').send({ mobile: FATHER_MOBILE, otp: parentCode }).expect(400);
    t.clock.advance(120);
    await stranger.post('/api/v1/admission/send-otp').send({ mobile: FATHER_MOBILE }).expect(200);
    const signInCode = t.sms.last(FATHER_MOBILE)?.otp;
    await agent.post(`/api/v1/admission/${id}/parental-consent`).send({ guardian: 'father', otp: signInCode }).expect(400);
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
      await agent
        .post('/api/v1/admission/address-family-details')
        .send({ applicationId: id, addressFamilyDetails: { ...family, parents: { ...family.parents, fatherMobile } } })
        .expect(200);
      const res = await agent.post(`/api/v1/admission/${id}/parental-consent/code`).send({ guardian: 'father' });
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
    await nextDay.post(`/api/v1/admission/${id}/parental-consent/code`).send({ guardian: 'father' }).expect(200);
  });

  it('when one applicant asks for parents’ codes on several applications at once, then no more than the applicant’s cap are sent', async () => {
    const mobile = '9847611007';
    const agent = await signIn(t, mobile);
    const family = addressFamilyDetails();
    const requests: { id: string; guardian: 'father' | 'mother' | 'guardian'; number: string }[] = [];
    for (let a = 0; a < 5; a++) {
      const id = await atDeclaration(agent, mobile, SEVENTEEN);
      const number = (k: number) => `98472${String(10000 + a * 10 + k)}`;
      await agent
        .post('/api/v1/admission/address-family-details')
        .send({
          applicationId: id,
          addressFamilyDetails: {
            ...family,
            parents: { ...family.parents, fatherMobile: number(0), motherMobile: number(1) },
            guardian: { guardianName: 'Ravi P', guardianPlace: 'Kochi', guardianContact: number(2) },
          },
        })
        .expect(200);
      requests.push({ id, guardian: 'father', number: number(0) }, { id, guardian: 'mother', number: number(1) });
      requests.push({ id, guardian: 'guardian', number: number(2) });
    }
    t.clock.advance(120);
    const answers = await Promise.all(
      requests.map(({ id, guardian }) => agent.post(`/api/v1/admission/${id}/parental-consent/code`).send({ guardian })),
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
    await other.get(`/api/v1/admission/${id}/parental-consent`).expect(404);
    await other.post(`/api/v1/admission/${id}/parental-consent/code`).send({ guardian: 'father' }).expect(404);
    await other.get(`/api/v1/admission/${id}/my-data`).expect(404);
    await other.post(`/api/v1/admission/${id}/withdraw-consent`).send({ confirm: true }).expect(404);
    expect(t.sms.last(FATHER_MOBILE)).toEqual(before);
  });
});

describe('the consent ledger', () => {
  it('when an applicant verifies their mobile and ticks the terms, then the ledger holds the notice and terms versions with the hashes of their exact text', async () => {
    const agent = await signIn(t, '9847600006');
    const id = await openApplication(agent, '9847600006');
    await agent.post('/api/v1/admission/personal-details').send({ applicationId: id, personalDetails: personalDetails() }).expect(200);
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
    await officer.agent.get(`/api/v1/staff/applications/${id}`).expect(200);

    const mine = await agent.get(`/api/v1/admission/${id}/my-data`).expect(200);
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
    const empty = await agent.post(`/api/v1/admission/${id}/rights-requests`).send({ kind: 'correction', details: ' ' }).expect(400);
    expect(empty.body.fieldErrors.details).toEqual(['Say what is wrong and what it should be']);
    const correction = await agent
      .post(`/api/v1/admission/${id}/rights-requests`)
      .send({ kind: 'correction', details: 'My name is Biju Thomas K' })
      .expect(201);
    const due = new Date(correction.body.data.dueAt).getTime() - new Date(correction.body.data.createdAt).getTime();
    expect(due).toBe(90 * 24 * 3600 * 1000);
    // A NUL byte cannot be stored: refused with a message, nothing written.
    const hostile = await agent
      .post(`/api/v1/admission/${id}/rights-requests`)
      .send({ kind: 'erasure', details: 'erase\u0000me' })
      .expect(400);
    expect(hostile.body.fieldErrors.details).toEqual(['Contains characters that are not allowed']);
    const erasure = await agent.post(`/api/v1/admission/${id}/rights-requests`).send({ kind: 'erasure' }).expect(201);
    // One open request of a kind at a time: the office is not flooded.
    const again = await agent.post(`/api/v1/admission/${id}/rights-requests`).send({ kind: 'erasure' }).expect(409);
    expect(again.body.message).toMatch(/^You already have an open erasure request; the office answers it by \d{2}\/\d{2}\/\d{4}$/);

    const viewer = await signInStaff(t, 'viewer');
    await viewer.agent.get('/api/v1/staff/rights-requests').expect(403);
    const officer = await signInStaff(t, 'admissions');
    const open = await officer.agent.get('/api/v1/staff/rights-requests').expect(200);
    const mineOpen = open.body.data.filter((r: { applicationId: string }) => r.applicationId === id);
    expect(mineOpen.map((r: { kind: string }) => r.kind).sort()).toEqual(['correction', 'erasure']);
    expect(mineOpen[0].applicantName).toBe('Biju Thomas');
    // The requests go to the office with the application.
    const page = await officer.agent.get(`/api/v1/staff/applications/${id}`).expect(200);
    expect(page.body.data.requests.map((r: { kind: string; status: string }) => [r.kind, r.status])).toEqual([
      ['correction', 'open'],
      ['erasure', 'open'],
    ]);

    await officer.agent.post(`/api/v1/staff/rights-requests/${correction.body.data.id}/close`).send({ outcome: 'done' }).expect(400);
    const refused = await officer.agent
      .post(`/api/v1/staff/rights-requests/${correction.body.data.id}/close`)
      .send({ outcome: 'refused', note: 'The SSLC certificate says Biju Thomas' })
      .expect(200);
    expect(refused.body.data).toMatchObject({ status: 'closed', outcome: 'refused', applicantName: 'Biju Thomas' });
    const closed = await officer.agent
      .post(`/api/v1/staff/rights-requests/${erasure.body.data.id}/close`)
      .send({ outcome: 'done', note: 'Erased on request' })
      .expect(200);
    expect(closed.body.data).toMatchObject({ status: 'closed', outcome: 'done', closedBy: 'Test admissions', applicantName: null });
    await officer.agent
      .post(`/api/v1/staff/rights-requests/${erasure.body.data.id}/close`)
      .send({ outcome: 'done', note: 'again' })
      .expect(409);

    await agent.get(`/api/v1/admission/application/${id}`).expect(404);
    await officer.agent.get(`/api/v1/staff/applications/${id}`).expect(404);
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
    const unconfirmed = await agent.post(`/api/v1/admission/${id}/withdraw-consent`).send({}).expect(400);
    expect(unconfirmed.body.success).toBe(false);
    await agent.get(`/api/v1/admission/application/${id}`).expect(200);

    const res = await agent.post(`/api/v1/admission/${id}/withdraw-consent`).send({ confirm: true }).expect(200);
    expect(res.body.data).toMatchObject({ applicationId: id, reference: expect.any(String) });
    expect(res.body.data.kept[0]).toMatch(/^Payment records/);
    await agent.get(`/api/v1/admission/application/${id}`).expect(404);
    await agent.post(`/api/v1/admission/${id}/withdraw-consent`).send({ confirm: true }).expect(404);
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
