import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OTP_FAILURE_WINDOW_SECONDS, OTP_FAILURES_PER_IP, OTP_SENDS_PER_IP_PER_HOUR } from '@college/contracts/constants';
import { signInStaff } from '../../test/journey';
import { CONCURRENCY_TEST_TIMEOUT_MS } from '../../test/timeouts';
import { createTestApp, PRODUCTION_ENV, signIn, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import * as admission from '@college/contracts/endpoints/admission';
import * as dev from '@college/contracts/endpoints/dev';
import * as auth from '@college/contracts/endpoints/auth';
import * as staff from '@college/contracts/endpoints/staff';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const MOBILE = '9876543210';
const send = (mobile = MOBILE) => call(request(t.app), admission.sendOtp, { body: { mobile } });
const verify = (otp: string, mobile = MOBILE) => call(request(t.app), admission.verifyOtp, { body: { mobile, otp } });
const wrong = (otp: string) => (otp === '000000' ? '111111' : '000000');

describe('send-otp', () => {
  it('when the mobile is valid, then a 6-digit code is sent and the answer is the same for any number', async () => {
    const a = await send('9876543210').expect(200);
    const b = await send('6000000000').expect(200);
    expect(a.body).toEqual({ success: true, message: 'OTP sent successfully', resendAfterSeconds: 60 });
    expect(b.body).toEqual(a.body);
    expect(t.sms.last('9876543210')?.otp).toMatch(/^\d{6}$/);
  });

  it('when the mobile is not a 10-digit Indian number, then 400 "Invalid mobile number" and no SMS', async () => {
    for (const mobile of ['5999999999', '98765', '98765432100', 'abcdefghij']) {
      const res = await send(mobile).expect(400);
      expect(res.body.message).toBe('Invalid mobile number');
      expect(t.sms.last(mobile)).toBeUndefined();
    }
  });

  it('when asked again within 60 s, then 429 with Retry-After and no new SMS; after 60 s a new code', async () => {
    await send().expect(200);
    const first = t.sms.last(MOBILE);
    t.clock.advance(30);
    const res = await send().expect(429);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body.code).toBe('RATE_LIMITED');
    expect(t.sms.last(MOBILE)).toBe(first);
    t.clock.advance(30);
    await send().expect(200);
    expect(t.sms.last(MOBILE)).not.toBe(first);
  });

  it('when five codes were sent in the hour, then the sixth waits for the hour to pass', async () => {
    for (let i = 0; i < 5; i++) {
      await send().expect(200);
      t.clock.advance(61);
    }
    const res = await send().expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('when one address asks for many numbers, then the per-address limit stops it', async () => {
    const ip = '203.0.113.7';
    const limited = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      let last = 200;
      for (let i = 0; i < 31; i++) {
        const res = await call(request(limited.app), admission.sendOtp)
          .set('X-Forwarded-For', ip)
          .send({ mobile: `90000000${String(i).padStart(2, '0')}` });
        last = res.status;
      }
      expect(last).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the client address behind a proxy', () => {
  it('when TRUST_PROXY names the proxy, then its X-Forwarded-For is believed, and that of a client reaching the port directly is not', async () => {
    const sendFrom = (app: TestApp, ip: string, i: number) =>
      call(request(app.app), admission.sendOtp)
        .set('X-Forwarded-For', ip)
        .send({ mobile: `93000000${String(i).padStart(2, '0')}` });
    // The test's requests come from 127.0.0.1: as nginx on this machine, its header names the client.
    const behindNginx = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    // Here the proxy is elsewhere: the same requests are a client at the port, choosing an address each time.
    const direct = await createTestApp({ env: { TRUST_PROXY: '10.0.0.5' } });
    try {
      const believed = [];
      const spoofed = [];
      for (let i = 0; i <= OTP_SENDS_PER_IP_PER_HOUR; i++) {
        believed.push((await sendFrom(behindNginx, `198.51.100.${i}`, i)).status);
        spoofed.push((await sendFrom(direct, `198.51.100.${i}`, i)).status);
      }
      expect(believed.every((s) => s === 200)).toBe(true);
      expect(spoofed.at(-1)).toBe(429);
    } finally {
      await behindNginx.close();
      await direct.close();
    }
  });
});

describe('limits under concurrency', () => {
  it(
    'when 200 sends for different numbers arrive at once from one address, then exactly the per-address limit is sent',
    async () => {
      const limited = await createTestApp({ env: { TRUST_PROXY: '1' } });
      try {
        const answers = await Promise.all(
          Array.from({ length: 200 }, (_, i) =>
            call(request(limited.app), admission.sendOtp)
              .set('X-Forwarded-For', '203.0.113.9')
              .send({ mobile: `91${String(i).padStart(8, '0')}` }),
          ),
        );
        expect(answers.filter((a) => a.status === 200)).toHaveLength(OTP_SENDS_PER_IP_PER_HOUR);
        expect(answers.filter((a) => a.status === 429)).toHaveLength(200 - OTP_SENDS_PER_IP_PER_HOUR);
      } finally {
        await limited.close();
      }
    },
    CONCURRENCY_TEST_TIMEOUT_MS,
  );
});

describe('verify-otp', () => {
  it('when the code is right, then the session cookies are set HttpOnly, SameSite=Lax, for a day', async () => {
    await send().expect(200);
    const res = await verify(t.sms.last(MOBILE)!.otp).expect(200);
    expect(res.body).toEqual({ success: true, message: 'OTP verified successfully' });
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies).toHaveLength(2);
    for (const c of cookies) {
      expect(c).toMatch(/HttpOnly/);
      expect(c).toMatch(/SameSite=Lax/);
      expect(c).toMatch(/Max-Age=86400/);
      expect(c).not.toMatch(/Secure/);
    }
  });

  it('when the code is used twice, then the second time is refused', async () => {
    await send().expect(200);
    const otp = t.sms.last(MOBILE)!.otp;
    await verify(otp).expect(200);
    const again = await verify(otp).expect(400);
    expect(again.body.message).toBe('OTP has expired. Please request a new OTP.');
  });

  it('when the same check is sent again with its key (its answer was lost), then it signs in again; another key, no key or another code does not', async () => {
    const key = 'a'.repeat(32);
    const check = (otp: string, checkKey?: string) =>
      call(request(t.app), admission.verifyOtp, { body: { mobile: MOBILE, otp, ...(checkKey ? { checkKey } : {}) } });
    await send().expect(200);
    const otp = t.sms.last(MOBILE)!.otp;
    await check(otp, key).expect(200);
    // The answer never reached the phone: it sends the same check again and gets a session of its own.
    const again = await check(otp, key).expect(200);
    expect(again.headers['set-cookie']).toHaveLength(2);
    const cookies = (again.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const resumed = await call(request(t.app), admission.resumeSession).set('Cookie', cookies).expect(200);
    expect(resumed.body.data).toEqual({ signedIn: true, mobile: MOBILE });
    // Anyone else holding the code, with or without a key of their own, finds it used.
    for (const refused of [check(otp), check(otp, 'b'.repeat(32))]) {
      expect((await refused.expect(400)).body.message).toBe('OTP has expired. Please request a new OTP.');
    }
    // The right key with a wrong code counts as a wrong code (no live code left: expired).
    await check(wrong(otp), key).expect(400);
    // Past the code's 10 minutes the key no longer serves.
    t.clock.advance(10 * 60 + 1);
    await check(otp, key).expect(400);
  });

  it('when the check key is not 32 hex letters, then the check is refused with a message and the code is still live', async () => {
    await send().expect(200);
    const otp = t.sms.last(MOBILE)!.otp;
    const bad = await call(request(t.app), admission.verifyOtp, { body: { mobile: MOBILE, otp, checkKey: 'x; drop table' } }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('Invalid check key');
    await verify(otp).expect(200);
  });

  it('when 10 minutes have passed, then the code has expired', async () => {
    await send().expect(200);
    t.clock.advance(10 * 60 + 1);
    await verify(t.sms.last(MOBILE)!.otp).expect(400);
  });

  it('when the code is wrong, then "Invalid OTP"; at the third wrong try the code dies and the right one no longer works', async () => {
    await send().expect(200);
    const otp = t.sms.last(MOBILE)!.otp;
    expect((await verify(wrong(otp)).expect(400)).body.message).toBe('Invalid OTP');
    await verify(wrong(otp)).expect(400);
    const third = await verify(wrong(otp)).expect(429);
    expect(third.body.message).toBe('Maximum attempts reached. Please try again later.');
    expect(third.headers['retry-after']).toBeDefined();
    expect((await verify(otp).expect(429)).body.message).toBe('Maximum attempts reached. Please try again later.');
  });

  it('when a new code is asked for after wrong tries, then the failures still count', async () => {
    await send().expect(200);
    const first = t.sms.last(MOBILE)!.otp;
    await verify(wrong(first)).expect(400);
    await verify(wrong(first)).expect(400);
    t.clock.advance(61);
    await send().expect(200);
    const second = t.sms.last(MOBILE)!.otp;
    await verify(wrong(second)).expect(429);
    // Locked: no new SMS either, until the window passes.
    t.clock.advance(61);
    await send().expect(429);
    t.clock.advance(30 * 60);
    await send().expect(200);
    await verify(t.sms.last(MOBILE)!.otp).expect(200);
  });

  it('when one address sends wrong codes for mobile after mobile, then past 20 its checks wait with Retry-After, for any mobile', async () => {
    const limited = await createTestApp({ env: { TRUST_PROXY: '1' } });
    const from = (ip: string) => ({
      send: (mobile: string) => call(request(limited.app), admission.sendOtp).set('X-Forwarded-For', ip).send({ mobile }),
      verify: (mobile: string, otp: string) =>
        call(request(limited.app), admission.verifyOtp).set('X-Forwarded-For', ip).send({ mobile, otp }),
    });
    const attacker = from('203.0.113.20');
    const mobileOf = (i: number) => `92000000${String(i).padStart(2, '0')}`;
    const codeOf = (i: number) => limited.sms.last(mobileOf(i))!.otp;
    try {
      for (let i = 0; i <= OTP_FAILURES_PER_IP; i++) await attacker.send(mobileOf(i)).expect(200);
      // One wrong code per mobile: never the mobile's own lock, only the address's.
      for (let i = 0; i < OTP_FAILURES_PER_IP; i++) await attacker.verify(mobileOf(i), wrong(codeOf(i))).expect(400);
      const refused = await attacker.verify(mobileOf(OTP_FAILURES_PER_IP), codeOf(OTP_FAILURES_PER_IP)).expect(429);
      expect(refused.body).toMatchObject({
        success: false,
        code: 'RATE_LIMITED',
        message: 'Maximum attempts reached. Please try again later.',
      });
      expect(Number(refused.headers['retry-after'])).toBe(OTP_FAILURE_WINDOW_SECONDS);
      // The applicant at another address is not held up by it.
      await from('198.51.100.4').verify(mobileOf(0), codeOf(0)).expect(200);
      limited.clock.advance(OTP_FAILURE_WINDOW_SECONDS);
      await attacker.send(mobileOf(1)).expect(200);
      await attacker.verify(mobileOf(1), codeOf(1)).expect(200);
    } finally {
      await limited.close();
    }
  });

  it('when the body is malformed, then 400 and nothing breaks', async () => {
    await call(request(t.app), admission.verifyOtp, { body: { mobile: MOBILE, otp: '12ab56' } }).expect(400);
    await call(request(t.app), admission.verifyOtp, { unchecked: {} }).expect(400);
  });

  it('when in production, then the cookies are Secure and __Host- prefixed', async () => {
    const prod = await createTestApp({ env: PRODUCTION_ENV });
    try {
      await call(request(prod.app), admission.sendOtp, { body: { mobile: MOBILE } }).expect(200);
      const res = await call(request(prod.app), admission.verifyOtp, { body: { mobile: MOBILE, otp: prod.sms.last(MOBILE)!.otp } }).expect(
        200,
      );
      const cookies = res.headers['set-cookie'] as unknown as string[];
      expect(cookies.every((c) => c.startsWith('__Host-') && /Secure/.test(c) && /Path=\//.test(c))).toBe(true);
    } finally {
      await prod.close();
    }
  });
});

describe('demo OTP outbox', () => {
  it('when in demo mode, then the last code is readable; in production the route does not exist', async () => {
    await send().expect(200);
    const res = await call(request(t.app), dev.otpOutbox, { params: { mobile: MOBILE } }).expect(200);
    expect(res.body.data).toEqual({ mobile: MOBILE, otp: t.sms.last(MOBILE)!.otp, sentAt: expect.any(String) });
    const prod = await createTestApp({ env: PRODUCTION_ENV });
    try {
      await call(request(prod.app), dev.otpOutbox, { params: { mobile: MOBILE } }).expect(404);
      await call(request(prod.app), dev.completeDemoPayment, { params: { orderId: 'order_x' }, body: { outcome: 'success' } }).expect(404);
    } finally {
      await prod.close();
    }
  });
});

describe('resume', () => {
  it('when a browser with a live applicant session reloads, then it is told its mobile without a new code; a new visitor is not', async () => {
    const fresh = await call(request(t.app), admission.resumeSession, { unchecked: {} }).expect(200);
    expect(fresh.body.data).toEqual({ signedIn: false });
    const agent = await signIn(t, MOBILE);
    const code = t.sms.last(MOBILE);
    const again = await call(agent, admission.resumeSession, { unchecked: {} }).expect(200);
    expect(again.body.data).toEqual({ signedIn: true, mobile: MOBILE });
    expect(t.sms.last(MOBILE)).toBe(code);
  });

  it('when only the refresh cookie is still good, then resume renews the session; after logout it is gone', async () => {
    const agent = await signIn(t, MOBILE);
    t.clock.advance(20 * 60);
    const renewed = await call(agent, admission.resumeSession, { unchecked: {} }).expect(200);
    expect(renewed.body.data).toEqual({ signedIn: true, mobile: MOBILE });
    await call(agent, admission.getApplication, { params: { applicationId: 'APP2026000001' } }).expect((res) =>
      expect(res.status).not.toBe(401),
    );
    await call(agent, auth.logout, { body: {} }).expect(200);
    expect((await call(agent, admission.resumeSession, { unchecked: {} }).expect(200)).body.data).toEqual({ signedIn: false });
  });

  it('when a member of staff has a lapsed session, then resume leaves it alone', async () => {
    const { agent } = await signInStaff(t, 'viewer');
    t.clock.advance(20 * 60);
    expect((await call(agent, admission.resumeSession, { unchecked: {} }).expect(200)).body.data).toEqual({ signedIn: false });
    await call(agent, auth.refreshSession, { body: {} }).expect(200);
    await call(agent, staff.staffMe).expect(200);
  });
});
