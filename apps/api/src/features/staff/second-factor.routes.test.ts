import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { staffServiceFor } from '../../test/journey';
import { rowsOf } from '../../db/rows';
import { base32Decode, hotp, timeStep } from './totp';
import { ENROL_NOT_ALLOWED } from './staff.service';
import { call } from '../../test/call';
import * as staff from '@college/contracts/endpoints/staff';
import * as staffAccounts from '@college/contracts/endpoints/staff-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_SECOND_FACTOR: 'required' } });
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'correct horse battery staple';
const codeFor = (secret: string, offsetSteps = 0) => hotp(base32Decode(secret), timeStep(t.clock.now()) + offsetSteps);

async function member(roles: Parameters<ReturnType<typeof staffServiceFor>['create']>[2]) {
  const email = `m-${Math.random().toString(36).slice(2, 8)}@college.example`;
  await staffServiceFor(t).create(email, PASSWORD, roles);
  return email;
}

/** Signs in through enrolment and returns the agent, the secret and the recovery codes. */
async function enrol(email: string) {
  const agent = request.agent(t.app);
  const first = await call(agent, staff.staffSignIn, { body: { email, password: PASSWORD } }).expect(200);
  expect(first.body.data.next).toBe('totp-setup');
  const { secret, uri } = first.body.data.setup as { secret: string; uri: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
  // No session before the second factor.
  await call(agent, staff.staffMe).expect(401);
  const done = await call(agent, staff.staffSecondFactor, { body: { code: codeFor(secret) } }).expect(200);
  const codes = done.body.data.recoveryCodes as string[];
  expect(codes).toHaveLength(10);
  await call(agent, staff.staffMe).expect(200);
  return { agent, secret, codes };
}

describe('second factor', () => {
  it('when second factor is required and an admissions officer signs in the first time, then they enrol before any session', async () => {
    const email = await member(['admissions']);
    const { agent } = await enrol(email);
    const me = await call(agent, staff.staffMe).expect(200);
    expect(me.body.data).toMatchObject({ totpEnabled: true, totpRequired: true });
  });

  it('when enrolled, then sign-in asks for a code; a wrong one is refused, a right one once, and a replay is refused', async () => {
    const email = await member(['viewer']);
    const { secret } = await enrol(email);
    t.clock.advance(60);
    const agent = request.agent(t.app);
    const first = await call(agent, staff.staffSignIn, { body: { email, password: PASSWORD } }).expect(200);
    expect(first.body.data).toEqual({ next: 'totp' });
    const wrong = await call(agent, staff.staffSecondFactor, { body: { code: '000000' } }).expect(401);
    expect(wrong.body.fieldErrors.code).toBeDefined();
    const code = codeFor(secret);
    await call(agent, staff.staffSecondFactor, { body: { code } }).expect(200);
    await call(agent, staff.staffMe).expect(200);
    // The same code again, in another sign-in, is refused.
    const again = request.agent(t.app);
    await call(again, staff.staffSignIn, { body: { email, password: PASSWORD } }).expect(200);
    await call(again, staff.staffSecondFactor, { body: { code } }).expect(401);
  });

  it('when a recovery code is used, then it signs in once and never again', async () => {
    const email = await member(['accounts']);
    const { codes } = await enrol(email);
    const use = async () => {
      const agent = request.agent(t.app);
      await call(agent, staff.staffSignIn, { body: { email, password: PASSWORD } }).expect(200);
      return call(agent, staff.staffSecondFactor, { body: { code: codes[0]!.toUpperCase() } });
    };
    expect((await use()).status).toBe(200);
    expect((await use()).status).toBe(401);
  });

  it('when codes are guessed, then after five the member is locked for a while, even with the right code', async () => {
    const email = await member(['admin']);
    const { secret } = await enrol(email);
    t.clock.advance(60);
    const agent = request.agent(t.app);
    await call(agent, staff.staffSignIn, { body: { email, password: PASSWORD } }).expect(200);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call(agent, staff.staffSecondFactor, { body: { code: String(100000 + i) } })),
    );
    expect(guesses.filter((g) => g.status === 401)).toHaveLength(5);
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(7);
    await call(agent, staff.staffSecondFactor, { body: { code: codeFor(secret) } }).expect(429);
  });

  it('when the second step comes without a password first, or after five minutes, then it is refused', async () => {
    const email = await member(['admissions']);
    const { secret } = await enrol(email);
    await call(request(t.app), staff.staffSecondFactor, { body: { code: codeFor(secret) } }).expect(401);
    const agent = request.agent(t.app);
    await call(agent, staff.staffSignIn, { body: { email, password: PASSWORD } }).expect(200);
    t.clock.advance(6 * 60);
    const late = await call(agent, staff.staffSecondFactor, { body: { code: codeFor(secret) } }).expect(401);
    expect(late.body.message).toMatch(/expired/);
  });

  it('when the password step has completed a sign-in, then the same step is refused a second time within its five minutes', async () => {
    const email = await member(['admissions']);
    const { codes } = await enrol(email);
    const first = await call(request(t.app), staff.staffSignIn, { body: { email, password: PASSWORD } }).expect(200);
    const step = (first.headers['set-cookie'] as unknown as string[])
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.includes('staff_step'))!;
    const second = (code: string) => call(request(t.app), staff.staffSecondFactor).set('Cookie', step).send({ code });
    await second(codes[0]!).expect(200);
    t.clock.advance(60);
    const replay = await second(codes[1]!).expect(401);
    expect(replay.body.message).toBe('Your sign-in has expired. Please enter your email and password again.');
    // The code was not spent by the refused replay: it completes a fresh sign-in.
    const agent = request.agent(t.app);
    await call(agent, staff.staffSignIn, { body: { email, password: PASSWORD } }).expect(200);
    await call(agent, staff.staffSecondFactor, { body: { code: codes[1]! } }).expect(200);
  });

  it('when only the editor role is held, then no second factor is asked', async () => {
    const email = await member(['editor']);
    const res = await call(request(t.app), staff.staffSignIn, { body: { email, password: PASSWORD } }).expect(200);
    expect(res.body.data.next).toBe('done');
  });

  it('when the secret is stored, then it is sealed, not readable in the database', async () => {
    const email = await member(['admissions']);
    const { secret } = await enrol(email);
    const [row] = await rowsOf<{ totp_secret: string }>(t.database.db, sql`select totp_secret from staff_users where email = ${email}`);
    expect(row?.totp_secret).toMatch(/^v1:/);
    expect(row?.totp_secret).not.toContain(secret);
  });

  it('when a member who never enrolled signs in with only a password after the enrolment window, then no secret is shown and the sign-in is refused', async () => {
    const email = await member(['admissions']);
    t.clock.advance(25 * 3600);
    const res = await call(request(t.app), staff.staffSignIn, { body: { email, password: PASSWORD } }).expect(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: ENROL_NOT_ALLOWED });
    expect(JSON.stringify(res.body)).not.toMatch(/secret|otpauth/);
    expect(res.headers['set-cookie'] ?? []).toEqual([]);
    const [row] = await rowsOf<{ pending: string | null }>(
      t.database.db,
      sql`select totp_pending_secret as pending from staff_users where email = ${email}`,
    );
    expect(row?.pending).toBeNull();
  });

  it('when an admin’s one-time link sets the password, then the member may enrol within the hour; whoever signs in with the password later cannot', async () => {
    const adminEmail = await member(['admin']);
    const { agent: admin } = await enrol(adminEmail);
    const newMember = async (email: string) => {
      const res = await call(admin, staffAccounts.createStaffAccount, {
        body: { email, name: 'New Member', roles: ['admissions'] },
      }).expect(201);
      const token = new URL(res.body.data.passwordLink.link as string).hash.replace('#token=', '');
      await call(request(t.app), staffAccounts.setStaffPassword, { body: { token, password: PASSWORD } }).expect(200);
    };
    await newMember('prompt@college.example');
    const prompt = await call(request(t.app), staff.staffSignIn, { body: { email: 'prompt@college.example', password: PASSWORD } });
    expect(prompt.status).toBe(200);
    expect(prompt.body.data.next).toBe('totp-setup');

    await newMember('late@college.example');
    t.clock.advance(61 * 60);
    await call(request(t.app), staff.staffSignIn, { body: { email: 'late@college.example', password: PASSWORD } }).expect(403);
  });

  it('when codes are guessed for one account after another from one address, then the address is stopped, not only each account', async () => {
    t.clock.advance(16 * 60);
    const agents = [];
    for (let i = 0; i < 6; i++) {
      const email = await member(['viewer']);
      await enrol(email);
      const agent = request.agent(t.app);
      await call(agent, staff.staffSignIn, { body: { email, password: PASSWORD } }).expect(200);
      agents.push(agent);
    }
    // Four wrong codes each for five accounts: under each account's limit of five, twenty from the address.
    for (const agent of agents.slice(0, 5)) {
      for (let i = 0; i < 4; i++) await call(agent, staff.staffSecondFactor, { body: { code: String(200000 + i) } }).expect(401);
    }
    const sixth = await call(agents[5]!, staff.staffSecondFactor, { body: { code: '200000' } }).expect(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(16 * 60);
  });
});
