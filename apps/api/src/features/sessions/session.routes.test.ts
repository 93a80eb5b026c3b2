import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_SECONDS } from '@college/contracts/constants';
import { signInStaff } from '../../test/journey';
import { createTestApp, signIn, TEST_ENV, type TestApp } from '../../test/test-app';
import { ROTATION_GRACE_SECONDS } from './session.service';
import { call } from '../../test/call';
import * as auth from '@college/contracts/endpoints/auth';
import * as admission from '@college/contracts/endpoints/admission';
import * as staff from '@college/contracts/endpoints/staff';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const MOBILE = '9876543210';
const PROTECTED = '/api/v1/admission/check-existing';

function cookieValue(res: request.Response, name: string): string {
  const cookies = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const found = cookies.find((c) => c.startsWith(`${name}=`));
  return found ? found.split(';')[0]!.slice(name.length + 1) : '';
}

describe('applicant sessions', () => {
  it('when not signed in, then admission routes answer 401', async () => {
    const res = await request(t.app).post(PROTECTED).send({ mobile: MOBILE }).expect(401);
    expect(res.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('when the access token is 15 minutes old, then 401; a refresh brings the session back', async () => {
    const agent = await signIn(t, MOBILE);
    await agent.post(PROTECTED).send({ mobile: MOBILE }).expect(200);
    t.clock.advance(16 * 60);
    await agent.post(PROTECTED).send({ mobile: MOBILE }).expect(401);
    const refreshed = await call(agent, auth.refreshSession, { body: {} }).expect(200);
    expect(refreshed.body).toEqual({ success: true, sessionOut: false });
    await agent.post(PROTECTED).send({ mobile: MOBILE }).expect(200);
  });

  it('when a rotated refresh token is used again, then the whole family is revoked', async () => {
    const agent = await signIn(t, MOBILE);
    const first = await call(agent, auth.refreshSession, { body: {} });
    const stolen = cookieValue(first, 'college_refresh');
    await call(agent, auth.refreshSession, { body: {} }).expect(200);
    t.clock.advance(ROTATION_GRACE_SECONDS + 1);
    const replay = await call(request(t.app), auth.refreshSession).set('Cookie', `college_refresh=${stolen}`).send({}).expect(401);
    expect(replay.body).toEqual({
      success: false,
      sessionOut: true,
      message: 'Your session has expired.',
      code: 'UNAUTHORIZED',
      requestId: expect.any(String),
    });
    // The legitimate holder is signed out too.
    await call(agent, auth.refreshSession, { body: {} }).expect(401);
    await agent.post(PROTECTED).send({ mobile: MOBILE }).expect(401);
  });

  it('when two tabs refresh with one token at once, then every refresh gets the same new session and it stays signed in', async () => {
    const agent = await signIn(t, MOBILE);
    const token = cookieValue(await call(agent, auth.refreshSession, { body: {} }).expect(200), 'college_refresh');
    const refreshes = await Promise.all(
      Array.from({ length: 5 }, () => call(request(t.app), auth.refreshSession).set('Cookie', `college_refresh=${token}`).send({})),
    );
    expect(refreshes.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const successors = new Set(refreshes.map((r) => cookieValue(r, 'college_refresh')));
    expect(successors.size).toBe(1);
    const [successor] = [...successors];
    const next = await call(request(t.app), auth.refreshSession).set('Cookie', `college_refresh=${successor}`).send({}).expect(200);
    const access = cookieValue(next, 'college_access');
    await request(t.app).post(PROTECTED).set('Cookie', `college_access=${access}`).send({ mobile: MOBILE }).expect(200);
  });

  it('when the old token comes back after the grace window, then the family is revoked', async () => {
    const agent = await signIn(t, MOBILE);
    const token = cookieValue(await call(agent, auth.refreshSession, { body: {} }).expect(200), 'college_refresh');
    await call(request(t.app), auth.refreshSession).set('Cookie', `college_refresh=${token}`).send({}).expect(200);
    t.clock.advance(ROTATION_GRACE_SECONDS + 1);
    await call(request(t.app), auth.refreshSession).set('Cookie', `college_refresh=${token}`).send({}).expect(401);
    await call(agent, auth.refreshSession, { body: {} }).expect(401);
  });

  it('when logout carries only the access cookie, then the session ends and that access token is refused at once', async () => {
    const agent = await signIn(t, MOBILE);
    const fresh = await call(agent, auth.refreshSession, { body: {} }).expect(200);
    const access = cookieValue(fresh, 'college_access');
    await request(t.app).post(PROTECTED).set('Cookie', `college_access=${access}`).send({ mobile: MOBILE }).expect(200);
    await call(request(t.app), auth.logout).set('Cookie', `college_access=${access}`).send({}).expect(200);
    await request(t.app).post(PROTECTED).set('Cookie', `college_access=${access}`).send({ mobile: MOBILE }).expect(401);
    // The refresh token the browser still holds is dead too.
    await call(agent, auth.refreshSession, { body: {} }).expect(401);
  });

  it('when the refresh token is a day old, then the session is over', async () => {
    const agent = await signIn(t, MOBILE);
    t.clock.advance(24 * 3600 + 1);
    const res = await call(agent, auth.refreshSession, { body: {} }).expect(401);
    expect(res.body.sessionOut).toBe(true);
  });

  it('when a session is refreshed all day, then it still ends 24 hours after the code was verified, its last access token too', async () => {
    const agent = await signIn(t, MOBILE);
    for (let hour = 0; hour < 23; hour++) {
      t.clock.advance(60 * 60);
      await call(agent, auth.refreshSession, { body: {} }).expect(200);
    }
    t.clock.advance(55 * 60);
    await call(agent, auth.refreshSession, { body: {} }).expect(200);
    await agent.post(PROTECTED).send({ mobile: MOBILE }).expect(200);
    // 24 hours and a second: the access token issued five minutes ago lapses with the session.
    t.clock.advance(5 * 60 + 1);
    await agent.post(PROTECTED).send({ mobile: MOBILE }).expect(401);
    const res = await call(agent, auth.refreshSession, { body: {} }).expect(401);
    expect(res.body).toEqual({
      success: false,
      sessionOut: true,
      message: 'Your session has expired.',
      code: 'UNAUTHORIZED',
      requestId: expect.any(String),
    });
  });

  it('when a member of staff keeps refreshing, then the session ends 12 hours after the sign-in and they must sign in again', async () => {
    const member = await signInStaff(t, 'admissions');
    const end = SESSION_LIFETIME_SECONDS.staff;
    for (let elapsed = 0; elapsed + 600 < end; elapsed += 600) {
      t.clock.advance(600);
      await call(member.agent, auth.refreshSession, { body: {} }).expect(200);
    }
    await call(member.agent, staff.staffMe).expect(200);
    t.clock.advance(600);
    await call(member.agent, staff.staffMe).expect(401);
    await call(member.agent, auth.refreshSession, { body: {} }).expect(401);
    await call(member.agent, staff.staffSignIn, { body: { email: member.email, password: member.password } }).expect(200);
    await call(member.agent, staff.staffMe).expect(200);
  });

  it('when logging out, then the access token stops working at once and cookies are cleared', async () => {
    const agent = await signIn(t, MOBILE);
    const res = await call(agent, auth.logout, { body: {} }).expect(200);
    expect(res.body.success).toBe(true);
    expect((res.headers['set-cookie'] as unknown as string[]).join(';')).toMatch(/college_access=;/);
    await agent.post(PROTECTED).send({ mobile: MOBILE }).expect(401);
  });

  it('when a token is forged, unsigned, of the wrong type or audience, then 401', async () => {
    const secret = TEST_ENV.SESSION_SECRET;
    const base = { typ: 'access', fam: '00000000-0000-4000-8000-000000000000' };
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const tokens = [
      jwt.sign({ ...base, exp: now + 600 }, 'another-secret-that-is-long-enough-000000', {
        audience: 'applicant',
        subject: MOBILE,
        issuer: 'college-portal',
      }),
      jwt.sign({ ...base, exp: now + 600 }, secret, { audience: 'staff', subject: MOBILE, issuer: 'college-portal' }),
      jwt.sign({ ...base, typ: 'refresh', exp: now + 600 }, secret, { audience: 'applicant', subject: MOBILE, issuer: 'college-portal' }),
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...base, aud: 'applicant', sub: MOBILE, iss: 'college-portal', exp: now + 600 })).toString('base64url')}.`,
    ];
    for (const token of tokens) {
      await request(t.app).post(PROTECTED).set('Cookie', `college_access=${token}`).send({ mobile: MOBILE }).expect(401);
    }
  });
});

describe('cross-site requests', () => {
  it('when a state-changing request comes from another origin, then 403', async () => {
    const res = await call(request(t.app), admission.sendOtp).set('Origin', 'https://evil.example').send({ mobile: MOBILE }).expect(403);
    expect(res.body.code).toBe('FORBIDDEN');
    await call(request(t.app), admission.sendOtp).set('Sec-Fetch-Site', 'cross-site').send({ mobile: MOBILE }).expect(403);
    expect(t.sms.last(MOBILE)).toBeUndefined();
  });

  it('when the origin is the site itself, then it passes', async () => {
    await call(request(t.app), admission.sendOtp).set('Origin', 'http://localhost:3000').send({ mobile: MOBILE }).expect(200);
  });

  it('when the body is a form post rather than JSON, then 415', async () => {
    await call(request(t.app), admission.sendOtp).type('form').send({ mobile: MOBILE }).expect(415);
  });
});
