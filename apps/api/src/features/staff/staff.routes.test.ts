import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInStaff } from '../../test/journey';
import { verifyPassword } from './password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('staff sign-in', () => {
  it('when the password is right, then the session works for /me and the password is stored as scrypt', async () => {
    const { agent, email } = await signInStaff(t, 'admin');
    const me = await agent.get('/api/v1/auth/staff/me').expect(200);
    expect(me.body.data).toEqual({ email, role: 'admin' });
    const rows = (await t.database.db.execute(`select password_hash from staff_users where email = '${email}'` as never)) as unknown as { rows: { password_hash: string }[] };
    expect(rows.rows[0]?.password_hash).toMatch(/^scrypt:16384:8:1:/);
    expect(await verifyPassword('correct horse battery staple', rows.rows[0]!.password_hash)).toBe(true);
    await agent.post('/api/v1/auth/logout').send({}).expect(200);
    await agent.get('/api/v1/auth/staff/me').expect(401);
  });

  it('when the email is unknown or the password wrong, then the same 401 message', async () => {
    const { email } = await signInStaff(t);
    const wrong = await request(t.app).post('/api/v1/auth/staff/sign-in').send({ email, password: 'nope' }).expect(401);
    const unknown = await request(t.app).post('/api/v1/auth/staff/sign-in').send({ email: 'ghost@college.example', password: 'nope' }).expect(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('when five wrong passwords are tried, then the account locks, even for the right password, until the lock passes', async () => {
    const { email, password } = await signInStaff(t);
    for (let i = 0; i < 5; i++) {
      await request(t.app).post('/api/v1/auth/staff/sign-in').send({ email, password: `wrong-${i}` }).expect(401);
    }
    const locked = await request(t.app).post('/api/v1/auth/staff/sign-in').send({ email, password }).expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    t.clock.advance(16 * 60);
    await request(t.app).post('/api/v1/auth/staff/sign-in').send({ email, password }).expect(200);
  });
});
