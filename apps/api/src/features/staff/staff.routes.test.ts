import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInStaff } from '../../test/journey';
import { verifyPassword } from './password';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { call } from '../../test/call';
import * as staff from '@college/contracts/endpoints/staff';
import * as auth from '@college/contracts/endpoints/auth';

let t: TestApp;
// Behind a proxy, so each test can come from its own addresses.
let limited: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  limited = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

describe('staff sign-in', () => {
  it('when the password is right, then the session works for /me and the password is stored as scrypt', async () => {
    const { agent, email } = await signInStaff(t, 'admin');
    const me = await call(agent, staff.staffMe).expect(200);
    expect(me.body.data).toMatchObject({ email, roles: ['admin'], totpEnabled: false, totpRequired: false });
    const [row] = await rowsOf<{ password_hash: string }>(t.database.db, sql`select password_hash from staff_users where email = ${email}`);
    expect(row?.password_hash).toMatch(/^scrypt:16384:8:1:/);
    expect(await verifyPassword('correct horse battery staple', row!.password_hash)).toBe(true);
    await call(agent, auth.logout, { body: {} }).expect(200);
    await call(agent, staff.staffMe).expect(401);
  });

  it('when the email is unknown or the password wrong, then the same 401 message', async () => {
    const { email } = await signInStaff(t);
    const wrong = await call(request(t.app), staff.staffSignIn, { body: { email, password: 'nope' } }).expect(401);
    const unknown = await call(request(t.app), staff.staffSignIn, { body: { email: 'ghost@college.example', password: 'nope' } }).expect(
      401,
    );
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  const from = (ip: string, email: string, password: string) =>
    call(request(limited.app), staff.staffSignIn).set('X-Forwarded-For', ip).send({ email, password });

  it('when five wrong passwords come from one address, then that address is locked for that email, even with the right password, until the lock passes', async () => {
    const { email, password } = await signInStaff(limited);
    for (let i = 0; i < 5; i++) await from('198.51.100.1', email, `wrong-${i}`).expect(401);
    const locked = await from('198.51.100.1', email, password).expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // The member of staff, signing in from the office, is not locked out by that address.
    await from('198.51.100.2', email, password).expect(200);
    limited.clock.advance(16 * 60);
    await from('198.51.100.1', email, password).expect(200);
  });

  it('when an unknown email is tried, then its answers match a real one, lock included', async () => {
    const { email } = await signInStaff(limited);
    const statuses = async (who: string, ip: string) => {
      const out: number[] = [];
      for (let i = 0; i < 7; i++) out.push((await from(ip, who, `wrong-${i}`)).status);
      return out;
    };
    const real = await statuses(email, '198.51.100.3');
    const ghost = await statuses('ghost@college.example', '198.51.100.4');
    expect(real).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(ghost).toEqual(real);
  });

  it('when 50 wrong passwords for one email race from one address, then exactly five are checked', async () => {
    const { email } = await signInStaff(limited);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => from('198.51.100.5', email, `wrong-${i}`)));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(45);
  });

  it('when one address tries many emails, then it is stopped after 20 attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await from('198.51.100.6', `guess-${i}@college.example`, 'nope')).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
