import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SEARCHES_PER_MINUTE } from '@college/contracts/constants';
import { rowsOf } from '../../db/rows';
import { createLogger } from '../../lib/logger';
import { openApplication, reachFeeStage, signInStaff, submitApplication } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { messageDeps } from '../messages/messages.module';
import { jobCore, sharedServices } from '../site';
import { sendDueMessages } from '../messages/outbox';
import { SmsError, type SmsSender } from '../messages/sms/sms-sender';
import { call } from '../../test/call';
import * as office from '@college/contracts/endpoints/office';
import * as privacy from '@college/contracts/endpoints/privacy';
import * as admission from '@college/contracts/endpoints/admission';

let t: TestApp;
let officer: Awaited<ReturnType<typeof signInStaff>>;
let admin: Awaited<ReturnType<typeof signInStaff>>;
let viewer: Awaited<ReturnType<typeof signInStaff>>;
let editor: Awaited<ReturnType<typeof signInStaff>>;
// Applicants: mobile -> application number.
const submitted: Record<string, string> = {};
let draft: string;

beforeAll(async () => {
  t = await createTestApp();
  officer = await signInStaff(t, 'admissions');
  admin = await signInStaff(t, 'admin');
  viewer = await signInStaff(t, 'viewer');
  editor = await signInStaff(t, 'editor');
  const people: [string, string][] = [
    ['9847000001', 'Anu Krishnan'],
    ['9847000002', 'Rahul Menon'],
    ['9847000003', 'Fathima Beevi'],
    ['9847000004', 'Arjun Nair'],
  ];
  for (const [mobile, name] of people) {
    const agent = await signIn(t, mobile);
    submitted[mobile] = await submitApplication(agent, mobile, name);
    t.clock.advance(60);
  }
  const agent = await signIn(t, '9847000009');
  draft = await openApplication(agent, '9847000009');
});
afterAll(async () => {
  await t.close();
});

const searchRows = (staffId: string) =>
  rowsOf<{ details: Record<string, unknown> }>(
    t.database.db,
    sql`select details from audit where action = 'search' and staff_id = ${staffId} order by at, id`,
  );

const queue = (agent: typeof officer.agent, query: Record<string, string> = {}) =>
  call(agent, office.listQueue)
    .query(query)
    .expect(200)
    .then(
      (r) =>
        r.body as {
          data: { applicationId: string; mobile: string; fullName: string }[];
          total: number;
          stageCounts: Record<string, number>;
          nameMatch: string | null;
        },
    );
const detail = (agent: typeof officer.agent, id: string) =>
  call(agent, office.getOfficeApplication, { params: { id } })
    .expect(200)
    .then((r) => r.body.data);

describe('the queue', () => {
  it('when opened, then 50 a page, newest submitted first, with counts per stage', async () => {
    const page = await queue(officer.agent);
    expect(page.total).toBe(5);
    expect(page.data.slice(0, 4).map((r) => r.fullName)).toEqual(['Arjun Nair', 'Fathima Beevi', 'Rahul Menon', 'Anu Krishnan']);
    expect(page.stageCounts).toMatchObject({ submitted: 4, personal_details: 1, mobile_verification: 0 });
  });

  it('when searching by number, part of a name in any case, mobile or Razorpay payment id, then that applicant comes', async () => {
    const anu = submitted['9847000001']!;
    expect((await queue(officer.agent, { q: anu })).data.map((r) => r.applicationId)).toEqual([anu]);
    expect((await queue(officer.agent, { q: String(Number(anu.slice(7))) })).data.map((r) => r.applicationId)).toEqual([anu]);
    expect((await queue(officer.agent, { q: 'MENON' })).data.map((r) => r.fullName)).toEqual(['Rahul Menon']);
    expect((await queue(officer.agent, { q: '+91 98470 00003' })).data.map((r) => r.fullName)).toEqual(['Fathima Beevi']);
    const [payment] = await rowsOf<{ gateway_payment_id: string }>(
      t.database.db,
      sql`select gateway_payment_id from payments where application_id = ${anu} and status = 'success'`,
    );
    expect((await queue(officer.agent, { q: payment!.gateway_payment_id })).data.map((r) => r.applicationId)).toEqual([anu]);
    expect((await queue(officer.agent, { q: '50%_' })).total).toBe(0);
    expect((await queue(officer.agent, { q: '%%% ...' })).total).toBe(0);
  });

  it('when searching as clerks do (a parent’s mobile, a register number, a misspelt name, moved initials, extra spaces), then the applicant comes first', async () => {
    const rahul = submitted['9847000002']!;
    const fathima = submitted['9847000003']!;
    await t.database.db.execute(sql`update applications set
      address_family_details = jsonb_set(address_family_details, '{guardian}', '{"guardianName":"Ravi","guardianPlace":"Aluva","guardianContact":"9400011111"}')
      where id = ${rahul}`);
    await t.database.db.execute(sql`update applications set
      education_details = jsonb_set(education_details, '{educationData,0,registrationNumber}', '"sx2034567"'),
      full_name = 'K. Fathima Beevi'
      where id = ${fathima}`);
    const names = async (q: string) => (await queue(officer.agent, { q })).data.map((r) => r.fullName);
    expect(await names('94000 11111')).toEqual(['Rahul Menon']);
    expect(await names('SX2034567')).toEqual(['K. Fathima Beevi']);
    expect(await names('sx2034567')).toEqual(['K. Fathima Beevi']);
    expect(await names('  fathima   beevi  ')).toEqual(['K. Fathima Beevi']);
    expect(await names('Fathima Beevi K')).toEqual(['K. Fathima Beevi']);
    expect((await names('Fatima Bivi'))[0]).toBe('K. Fathima Beevi');
    expect((await names('Rahul Menen'))[0]).toBe('Rahul Menon');
    expect((await names('Arjun Nayar'))[0]).toBe('Arjun Nair');
    expect(await names('Zubair Qasim')).toEqual([]);
    // The clerk is told how the names matched: as typed, the words moved, or only close.
    const matched = async (q: string) => (await queue(officer.agent, { q })).nameMatch;
    expect(await matched('fathima')).toBe('part');
    expect(await matched('Fathima Beevi K')).toBe('words');
    expect(await matched('Fatima Bivi')).toBe('close');
    expect(await matched('9847000002')).toBeNull();
    // A parent's mobile is contact data: a role that sees mobiles masked cannot search by it either.
    await call(viewer.agent, office.listQueue).query({ q: '9400011111' }).expect(403);
    await t.database.db.execute(sql`update applications set full_name = 'Fathima Beevi' where id = ${fathima}`);
  });

  it('when filtering, then each filter narrows the list and the counts follow the other filters', async () => {
    expect((await queue(officer.agent, { stage: 'submitted' })).total).toBe(4);
    expect((await queue(officer.agent, { paid: 'false' })).total).toBe(1);
    expect((await queue(officer.agent, { branch: 'Civil Engineering' })).total).toBe(4);
    expect((await queue(officer.agent, { branch: 'Civil Engineering', firstChoice: 'true' })).total).toBe(0);
    expect(
      (await queue(officer.agent, { branch: 'Computer Engineering', firstChoice: 'true', mode: 'Regular', level: 'diploma' })).total,
    ).toBe(4);
    // Born 2008-05-14: 18 on 2026-05-14, before the test clock's 2026-06-15.
    expect((await queue(officer.agent, { minor: 'true' })).total).toBe(0);
    expect((await queue(officer.agent, { from: '2026-06-15', to: '2026-06-15' })).total).toBe(4);
    expect((await queue(officer.agent, { from: '2026-06-16' })).total).toBe(0);
    const sorted = await queue(officer.agent, { sort: 'name', order: 'asc', stage: 'submitted' });
    expect(sorted.data.map((r) => r.fullName)).toEqual(['Anu Krishnan', 'Arjun Nair', 'Fathima Beevi', 'Rahul Menon']);
  });

  it('when a filter value is unknown, then 400 naming it', async () => {
    const res = await call(officer.agent, office.listQueue).query({ stage: 'nope', from: '2026-02-30' }).expect(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['from', 'stage']);
  });

  it('when a viewer opens the queue, then mobiles are masked; an editor alone is refused', async () => {
    const page = await queue(viewer.agent, { q: 'Anu' });
    expect(page.data[0]!.mobile).toBe('98•••••001');
    await call(editor.agent, office.listQueue).expect(403);
    await call(request(t.app), office.listQueue).expect(401);
  });

  it('when a viewer searches by a full mobile, then it is refused, whether or not the number is an applicant’s, and the attempt is recorded', async () => {
    const before = await searchRows(viewer.id);
    for (const q of ['9847000001', '+91 98470 00001', '9847000777']) {
      const res = await call(viewer.agent, office.listQueue).query({ q }).expect(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: 'Your role cannot search by mobile number' });
      expect(JSON.stringify(res.body)).not.toContain(submitted['9847000001']);
    }
    await call(viewer.agent, office.exportQueue).query({ q: '9847000001' }).expect(403);
    const after = await searchRows(viewer.id);
    expect(after.length - before.length).toBe(4);
    expect(after.at(-1)?.details).toMatchObject({ kind: 'mobile (refused)', found: 0 });
    // Staff who see mobiles may search by one.
    const found = await queue(officer.agent, { q: '9847000001' });
    expect(found.data.map((r) => r.applicationId)).toEqual([submitted['9847000001']]);
  });

  it('when staff search, then every search is recorded, found or not, with what was typed and what it found', async () => {
    const before = await searchRows(officer.id);
    for (let i = 0; i < 10; i++) await queue(officer.agent, { q: `Nobody ${i}` });
    await queue(officer.agent, { q: '9847000002' });
    const after = await searchRows(officer.id);
    expect(after.length - before.length).toBe(11);
    expect(after.at(-2)?.details).toMatchObject({ term: 'Nobody 9', kind: 'name', found: 0, applicationIds: [] });
    expect(after.at(-1)?.details).toMatchObject({
      term: '9847000002',
      kind: 'mobile',
      found: 1,
      applicationIds: [submitted['9847000002']],
    });
    // The applicant's copy of their data lists the search that found them.
    const applicant = await signIn(t, '9847000002');
    const mine = await call(applicant, privacy.downloadMyData, { params: { applicationId: submitted['9847000002'] ?? '' } }).expect(200);
    expect(mine.body.data.staffReads.map((r: { action: string }) => r.action)).toContain('found it in a search');
  });

  it('when one member searches faster than a person types, then searches are refused with Retry-After until the minute has passed', async () => {
    const clerk = await signInStaff(t, 'admissions');
    const answers = await Promise.all(
      Array.from({ length: STAFF_SEARCHES_PER_MINUTE + 10 }, (_, i) => call(clerk.agent, office.listQueue).query({ q: `Probe ${i}` })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(STAFF_SEARCHES_PER_MINUTE);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 429));
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // Browsing without a search is not limited, nor is a term already searched (its next page,
    // the queue fetched again), and the minute passes.
    await call(clerk.agent, office.listQueue).expect(200);
    for (let i = 0; i < 3; i++) await call(clerk.agent, office.listQueue).query({ q: 'Probe 0', page: '1' }).expect(200);
    t.clock.advance(61);
    await call(clerk.agent, office.listQueue).query({ q: 'Anu' }).expect(200);
  });
});

describe('an application', () => {
  it('when opened, then everything, payments and timeline show, and the read is recorded in "Read by"', async () => {
    const id = submitted['9847000002']!;
    const first = await detail(officer.agent, id);
    expect(first.application.personalDetails.fullName).toBe('Rahul Menon');
    expect(first.application.mobile).toBe('9847000002');
    expect(first.payments).toHaveLength(1);
    expect(first.payments[0]).toMatchObject({ status: 'success', amount: 500, attempt: 1 });
    expect(first.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'created',
      'stage_saved',
      'stage_saved',
      'paid',
      'stage_saved',
      'stage_saved',
      'submitted',
    ]);
    expect(first.allowedDecisions).toEqual(['verified', 'rejected', 'on_hold']);
    await detail(viewer.agent, id);
    const again = await detail(officer.agent, id);
    expect(again.readBy.map((r: { staff: { email: string } }) => r.staff.email)).toEqual([officer.email, viewer.email]);
    const reads = await rowsOf<{ staff_id: string; ip: string; request_id: string }>(
      t.database.db,
      sql`select staff_id, ip, request_id from audit where entity = 'application' and entity_id = ${id} and action = 'read'`,
    );
    expect(reads).toHaveLength(3);
    expect(reads.every((r) => r.ip && r.request_id)).toBe(true);
  });

  it('when a viewer opens it, then contact details are masked and no decision is offered; the API refuses one', async () => {
    const id = submitted['9847000002']!;
    const seen = await detail(viewer.agent, id);
    expect(seen.masked).toBe(true);
    expect(seen.application.mobile).toBe('98•••••002');
    expect(seen.application.personalDetails.email).toBe('a•••@example.in');
    expect(seen.application.addressFamilyDetails.address.street).toBe('•••');
    expect(seen.application.addressFamilyDetails.parents.fatherMobile).toBe('98•••••345');
    expect(seen.allowedDecisions).toEqual([]);
    await call(viewer.agent, office.decide, { params: { id }, body: { status: 'verified', version: seen.version } }).expect(403);
  });

  it('when the number is unknown, then 404', async () => {
    await call(officer.agent, office.getOfficeApplication, { params: { id: 'APP2026999999' } }).expect(404);
  });
});

describe('decisions', () => {
  it('when rejected without a remark, then 400; with one, forward only, and the applicant sees status and remark', async () => {
    const mobile = '9847000003';
    const id = submitted[mobile]!;
    let { version } = await detail(officer.agent, id);
    const early = await call(officer.agent, office.decide, { params: { id }, body: { status: 'approved', version } }).expect(409);
    expect(early.body.message).toBe('Cannot move from submitted to approved');
    const bare = await call(officer.agent, office.decide, { params: { id }, body: { status: 'on_hold', version } }).expect(400);
    expect(bare.body.fieldErrors.remark).toEqual(['A remark for the applicant is required when rejecting or putting on hold']);
    ({ version } = (
      await call(officer.agent, office.decide, { params: { id }, body: { status: 'verified', version } }).expect(200)
    ).body.data);
    const rejected = await call(officer.agent, office.decide, {
      params: { id },
      body: { status: 'rejected', remark: 'SSLC marks list is not readable', internalNote: 'Called twice, no answer', version },
    }).expect(200);
    expect(rejected.body.data.status).toBe('rejected');
    const applicant = await signIn(t, mobile);
    const seen = (await call(applicant, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data;
    expect(seen).toMatchObject({ status: 'rejected', statusRemark: 'SSLC marks list is not readable' });
    expect(JSON.stringify(seen)).not.toContain('Called twice');
    const after = await detail(officer.agent, id);
    expect(after.allowedDecisions).toEqual([]);
    expect(after.timeline.at(-1)).toMatchObject({ kind: 'decision', statusTo: 'rejected', internalNote: 'Called twice, no answer' });
    expect((await detail(viewer.agent, id)).timeline.at(-1).internalNote).toBeNull();
  });

  it('when two officers decide on the same copy, then the second gets 409 naming who changed it and when', async () => {
    const id = submitted['9847000004']!;
    const { version } = await detail(officer.agent, id);
    await call(officer.agent, office.decide, { params: { id }, body: { status: 'verified', version } }).expect(200);
    const stale = await call(admin.agent, office.decide, {
      params: { id },
      body: { status: 'on_hold', remark: 'Waiting for TC', version },
    }).expect(409);
    expect(stale.body.message).toBe('This application was changed by Test admissions after you opened it. Reload it to see the change.');
    expect(stale.body.conflict).toEqual({ by: 'Test admissions', at: t.clock.now().toISOString() });
  });

  it('when an admin undoes a rejection with a reason, then the earlier status and remark return; others may not undo', async () => {
    const id = submitted['9847000003']!;
    const { version, canUndo } = await detail(admin.agent, id);
    expect(canUndo).toBe(true);
    await call(officer.agent, office.undoDecision, { params: { id }, body: { reason: 'x', version } }).expect(403);
    const blank = await call(admin.agent, office.undoDecision, { params: { id }, body: { reason: '  ', version } }).expect(400);
    expect(blank.body.fieldErrors.reason).toEqual(['A reason is required']);
    const undone = await call(admin.agent, office.undoDecision, {
      params: { id },
      body: { reason: 'Marks list was readable after all', version },
    }).expect(200);
    expect(undone.body.data.status).toBe('verified');
    t.clock.advance(120);
    const applicant = await signIn(t, '9847000003');
    expect((await call(applicant, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data).toMatchObject({
      status: 'verified',
      statusRemark: null,
    });
  });

  it('when a bulk decision is applied, then each row says applied or refused and why', async () => {
    const ids = [submitted['9847000001']!, submitted['9847000004']!, draft, 'APP2026999999'];
    const res = await call(officer.agent, office.decideMany, { body: { applicationIds: ids, status: 'verified' } }).expect(200);
    expect(res.body.data).toEqual([
      { applicationId: ids[0], outcome: 'applied', status: 'verified' },
      { applicationId: ids[1], outcome: 'refused', reason: 'Already verified' },
      { applicationId: ids[2], outcome: 'refused', reason: 'Cannot move from draft to verified' },
      { applicationId: ids[3], outcome: 'refused', reason: 'Application not found' },
    ]);
    await call(viewer.agent, office.decideMany, { body: { applicationIds: ids, status: 'verified' } }).expect(403);
  });

  it('when a submitted application is rejected straight away, then the applicant gets one message; a verification sends none', async () => {
    const agent = await signIn(t, '9847000005');
    const id = await submitApplication(agent, '9847000005', 'Devika Raj');
    const told = async () =>
      rowsOf<{ status: string }>(
        t.database.db,
        sql`select variables ->> 'status' as status from outbox where template = 'decision' and variables ->> 'application' = ${id}`,
      );
    const { version } = await detail(officer.agent, id);
    await call(officer.agent, office.decide, {
      params: { id },
      body: { status: 'rejected', version, remark: 'The SSLC marks entered do not match the certificate' },
    }).expect(200);
    expect(await told()).toEqual([{ status: 'Rejected' }]);

    const quiet = await submitApplication(await signIn(t, '9847000006'), '9847000006', 'Sneha Pillai');
    const seen = await detail(officer.agent, quiet);
    await call(officer.agent, office.decide, { params: { id: quiet }, body: { status: 'verified', version: seen.version } }).expect(200);
    const verifiedTold = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from outbox where template = 'decision' and variables ->> 'application' = ${quiet}`,
    );
    expect(verifiedTold[0]?.n).toBe(0);
  });

  it('when decisions are made, then an SMS is queued for each told; a provider failure is retried later and never undoes the decision', async () => {
    const [queued] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from outbox where status = 'pending' and template = 'decision'`,
    );
    expect(queued!.n).toBeGreaterThanOrEqual(2);
    // The other notices (fee received, submitted) are sent first, so only the decisions are left.
    const logger = createLogger('silent');
    const base = messageDeps(
      jobCore(t.config, t.database, logger, t.clock),
      sharedServices(jobCore(t.config, t.database, logger, t.clock)),
    );
    const quiet = {
      ...base,
      sms: { ...t.sms, sendTemplate: () => Promise.resolve() } as SmsSender,
      email: { name: 'quiet', send: () => Promise.resolve() },
    };
    await sendDueMessages(quiet);
    await t.database.db.execute(
      sql`update outbox set status = 'pending', attempts = 0, next_attempt_at = ${t.clock.now()} where template = 'decision'`,
    );
    let calls = 0;
    const failing: SmsSender = {
      name: 'failing',
      sendOtp: () => Promise.resolve(),
      sendTemplate: () => {
        calls += 1;
        return Promise.reject(new SmsError('SMS provider unreachable'));
      },
    };
    expect(await sendDueMessages({ ...base, sms: failing })).toBe(0);
    expect(calls).toBe(queued!.n);
    // Not due again yet.
    expect(await sendDueMessages({ ...base, sms: failing })).toBe(0);
    expect(calls).toBe(queued!.n);
    const sent: string[] = [];
    const working: SmsSender = {
      name: 'working',
      sendOtp: () => Promise.resolve(),
      sendTemplate: (mobile, _template, variables) => {
        sent.push(`${mobile} ${variables.application} ${variables.status}`);
        return Promise.resolve();
      },
    };
    t.clock.advance(60);
    expect(await sendDueMessages({ ...base, sms: working })).toBe(queued!.n);
    expect(sent).toContain(`9847000003 ${submitted['9847000003']} Rejected`);
    const [left] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from outbox where status <> 'sent'`);
    expect(left!.n).toBe(0);
    // Every decision still stands.
    expect((await detail(officer.agent, submitted['9847000003']!)).application.status).toBe('verified');
  });
});

describe('unlocks', () => {
  it('when payment attempts are reset with a reason, then the applicant may pay again and the timeline and audit say so', async () => {
    const mobile = '9847000010';
    const agent = await signIn(t, mobile);
    const id = await openApplication(agent, mobile);
    await reachFeeStage(agent, id);
    for (let i = 0; i < 5; i++) await call(agent, admission.createPayment, { body: { applicationId: id } }).expect(200);
    await call(agent, admission.createPayment, { body: { applicationId: id } }).expect(429);
    await call(officer.agent, office.resetPaymentAttempts, { params: { id }, unchecked: {} }).expect(400);
    const reset = await call(officer.agent, office.resetPaymentAttempts, {
      params: { id },
      body: { reason: 'Bank declined five times; parent called' },
    }).expect(200);
    expect(reset.body.data.cleared).toBe(5);
    await call(agent, admission.createPayment, { body: { applicationId: id } }).expect(200);
    const seen = await detail(officer.agent, id);
    expect(seen.countedAttempts).toBe(1);
    expect(seen.timeline.at(-1)).toMatchObject({
      kind: 'unlock',
      remark: 'Payment attempts reset',
      internalNote: 'Bank declined five times; parent called',
    });
    await call(viewer.agent, office.resetPaymentAttempts, { params: { id }, body: { reason: 'x' } }).expect(403);
  });

  it('when a mobile locked out of one-time codes is cleared, then a new code can be asked for at once', async () => {
    const mobile = '9847000011';
    await call(request(t.app), admission.sendOtp, { body: { mobile } }).expect(200);
    for (let i = 0; i < 3; i++) await call(request(t.app), admission.verifyOtp, { body: { mobile, otp: '000000' } });
    await call(request(t.app), admission.verifyOtp, { body: { mobile, otp: t.sms.last(mobile)!.otp } }).expect(429);
    const bad = await call(officer.agent, office.clearOtpLock, { body: { mobile: '12345', reason: 'x' } }).expect(400);
    expect(bad.body.fieldErrors.mobile).toBeDefined();
    const cleared = await call(officer.agent, office.clearOtpLock, {
      body: { mobile, reason: 'Applicant mistyped; verified by phone' },
    }).expect(200);
    expect(cleared.body.data.cleared).toBeGreaterThan(0);
    await call(request(t.app), admission.sendOtp, { body: { mobile } }).expect(200);
    await call(request(t.app), admission.verifyOtp, { body: { mobile, otp: t.sms.last(mobile)!.otp } }).expect(200);
    const [row] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit where action = 'unlock' and entity = 'mobile' and entity_id = ${mobile}`,
    );
    expect(row!.n).toBe(1);
  });
});

describe('the audit table', () => {
  it('when the site’s database role tries to change or remove audit rows, then the database refuses', async () => {
    await detail(officer.agent, submitted['9847000001']!);
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await t.database.db.execute(statement).then(
        () => null,
        (err: unknown) => err as { cause?: { message?: string }; message?: string },
      );
      expect(String(error?.cause?.message ?? error?.message)).toMatch(/audit is append-only/);
    };
    await refused(sql`update audit set action = 'nothing'`);
    await refused(sql`delete from audit`);
    await refused(sql`truncate audit`);
    const [row] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit where action = 'nothing'`);
    expect(row!.n).toBe(0);
  });
});
