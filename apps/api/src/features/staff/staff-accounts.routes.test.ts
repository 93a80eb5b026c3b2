import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { createLogger } from '../../lib/logger';
import { messageDeps } from '../messages/messages.module';
import { jobCore, sharedServices } from '../site';
import { sendDueMessages } from '../messages/outbox';
import { signInStaff, staffServiceFor } from '../../test/journey';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { StaffRole } from '@college/contracts/roles';
import { call } from '../../test/call';
import * as staffAccounts from '@college/contracts/endpoints/staff-accounts';
import * as staffEndpoints from '@college/contracts/endpoints/staff';
import * as office from '@college/contracts/endpoints/office';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

const tokenOf = (link: string) => new URL(link).hash.replace('#token=', '');

async function add(email: string, roles: StaffRole[]) {
  const res = await call(admin.agent, staffAccounts.createStaffAccount, { body: { email, name: 'New Member', roles } }).expect(201);
  return res.body.data as { account: { id: string }; passwordLink: { link: string; emailedTo: string } };
}

describe('staff accounts', () => {
  it('when an admin adds a member, then the link sets their password once and they sign in with the roles given', async () => {
    const { account, passwordLink } = await add('New.Clerk@College.example', ['admissions', 'viewer']);
    expect(passwordLink.link).toMatch(/^http:\/\/localhost:3000\/staff\/set-password#token=/);
    const token = tokenOf(passwordLink.link);
    const who = await call(request(t.app), staffAccounts.checkPasswordLink, { body: { token } }).expect(200);
    expect(who.body.data.email).toBe('new.clerk@college.example');
    // No password yet: nothing signs in.
    await call(request(t.app), staffEndpoints.staffSignIn, { body: { email: 'new.clerk@college.example', password: 'x' } }).expect(401);
    const short = await call(request(t.app), staffAccounts.setStaffPassword, { body: { token, password: 'short' } }).expect(400);
    expect(short.body.fieldErrors.password).toEqual(['Passwords need at least 12 characters']);
    await call(request(t.app), staffAccounts.setStaffPassword, { body: { token, password: 'a long new password' } }).expect(200);
    await call(request(t.app), staffAccounts.setStaffPassword, { body: { token, password: 'another password!' } }).expect(400);
    const agent = request.agent(t.app);
    const signedIn = await call(agent, staffEndpoints.staffSignIn, {
      body: { email: 'new.clerk@college.example', password: 'a long new password' },
    }).expect(200);
    expect(signedIn.body.data.staff.roles).toEqual(['admissions', 'viewer']);
    const list = await call(admin.agent, staffAccounts.listStaffAccounts).expect(200);
    expect(list.body.data.find((a: { id: string }) => a.id === account.id)).toMatchObject({ passwordSet: true, disabled: false });
  });

  it('when a password from the link is common, one letter repeated or the email, then it is refused with why, and the link still works', async () => {
    const { passwordLink } = await add('priya.nair@college.example', ['viewer']);
    const token = tokenOf(passwordLink.link);
    const refused = async (password: string) =>
      (await call(request(t.app), staffAccounts.setStaffPassword, { body: { token, password } }).expect(400)).body.fieldErrors.password;
    expect(await refused('aaaaaaaaaaaa')).toEqual([staffAccounts.PASSWORD_REFUSALS.repeated]);
    expect(await refused('password1234')).toEqual([staffAccounts.PASSWORD_REFUSALS.common]);
    expect(await refused('priya.nair-2026-office')).toEqual([staffAccounts.PASSWORD_REFUSALS.email]);
    await call(request(t.app), staffAccounts.setStaffPassword, { body: { token, password: 'kingfisher over the backwaters' } }).expect(200);
  });

  it('when an account is made on the command line (staff:create) with a common password, then it is refused with why and not made', async () => {
    const create = (password: string) => staffServiceFor(t).create('office@college.example', password, ['admin']);
    await expect(create('password1234')).rejects.toThrow(staffAccounts.PASSWORD_REFUSALS.common);
    await expect(create('aaaaaaaaaaaa')).rejects.toThrow(staffAccounts.PASSWORD_REFUSALS.repeated);
    await expect(create('short')).rejects.toThrow('Passwords need at least 12 characters');
    const list = await call(admin.agent, staffAccounts.listStaffAccounts).expect(200);
    expect(list.body.data.some((a: { email: string }) => a.email === 'office@college.example')).toBe(false);
  });

  it('when a member is added or sent a new link, then the link goes to their email through the outbox, in the email sent', async () => {
    const { passwordLink } = await add('invited@college.example', ['viewer']);
    expect(passwordLink).toMatchObject({ emailedTo: 'invited@college.example' });
    const queued = await rowsOf<{ template: string; variables: Record<string, string> }>(
      t.database.db,
      sql`select template, variables from outbox where channel = 'email' and recipient = 'invited@college.example'`,
    );
    expect(queued).toEqual([
      { template: 'staff_invitation', variables: { name: 'New Member', link: passwordLink.link, expires: expect.any(String) } },
    ]);
    const sent: { to: string; subject: string; text: string }[] = [];
    await sendDueMessages({
      ...messageDeps(
        jobCore(t.config, t.database, createLogger('silent'), t.clock),
        sharedServices(jobCore(t.config, t.database, createLogger('silent'), t.clock)),
      ),
      email: { name: 'capture', send: (m) => (sent.push(m), Promise.resolve()) },
    });
    const mail = sent.find((m) => m.to === 'invited@college.example');
    expect(mail?.subject).toBe('Your account at the Nila College of Engineering and Management admissions office');
    expect(mail?.text).toContain(passwordLink.link);
  });

  it('when the email is taken or a role unknown, then 400/409 and nothing is added', async () => {
    await add('dup@college.example', ['viewer']);
    const dup = await call(admin.agent, staffAccounts.createStaffAccount, {
      body: { email: 'dup@college.example', name: 'X', roles: ['viewer'] },
    }).expect(409);
    expect(dup.body.fieldErrors.email).toBeDefined();
    const bad = await call(admin.agent, staffAccounts.createStaffAccount, {
      unchecked: { email: 'y@college.example', name: 'Y', roles: ['root'] },
    }).expect(400);
    expect(bad.body.fieldErrors['roles.0']).toBeDefined();
    await call(admin.agent, staffAccounts.createStaffAccount, { body: { email: 'z@college.example', name: 'Z', roles: [] } }).expect(400);
    const [row] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from staff_users where email in ('y@college.example', 'z@college.example')`,
    );
    expect(row?.n).toBe(0);
  });

  it('when a member is disabled, then their session stops at once and they cannot sign in; enabled again, they can', async () => {
    const member = await signInStaff(t, 'viewer');
    await call(member.agent, office.listQueue).expect(200);
    await call(admin.agent, staffAccounts.updateStaffAccount, { params: { id: member.id }, body: { disabled: true } }).expect(200);
    await call(member.agent, office.listQueue).expect(401);
    await call(request(t.app), staffEndpoints.staffSignIn, { body: { email: member.email, password: member.password } }).expect(401);
    await call(admin.agent, staffAccounts.updateStaffAccount, { params: { id: member.id }, body: { disabled: false } }).expect(200);
    await call(request(t.app), staffEndpoints.staffSignIn, { body: { email: member.email, password: member.password } }).expect(200);
  });

  it('when roles change, then what the member may do changes with the next request', async () => {
    const member = await signInStaff(t, 'editor');
    await call(member.agent, office.listQueue).expect(403);
    await call(admin.agent, staffAccounts.updateStaffAccount, { params: { id: member.id }, body: { roles: ['editor', 'viewer'] } }).expect(
      200,
    );
    await call(member.agent, office.listQueue).expect(200);
  });

  it('when the last admin would lose the role or be disabled, then 409; nobody disables themselves', async () => {
    const self = await call(admin.agent, staffAccounts.updateStaffAccount, { params: { id: admin.id }, body: { disabled: true } }).expect(
      409,
    );
    expect(self.body.message).toBe('You cannot disable your own account');
    const [row] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from staff_users where 'admin' = any(roles) and disabled_at is null`,
    );
    if (row?.n === 1) {
      const last = await call(admin.agent, staffAccounts.updateStaffAccount, {
        params: { id: admin.id },
        body: { roles: ['viewer'] },
      }).expect(409);
      expect(last.body.message).toBe('The office must keep at least one administrator');
    }
  });

  it('when a reset link is issued and used, then the old password stops working and sessions end', async () => {
    const member = await signInStaff(t, 'viewer');
    const link = await call(admin.agent, staffAccounts.resetStaffPassword, { params: { id: member.id } }).expect(200);
    await call(request(t.app), staffAccounts.setStaffPassword, {
      body: { token: tokenOf(link.body.data.link), password: 'a brand new password' },
    }).expect(200);
    await call(member.agent, staffEndpoints.staffMe).expect(401);
    await call(request(t.app), staffEndpoints.staffSignIn, { body: { email: member.email, password: member.password } }).expect(401);
  });

  it('when someone other than an admin calls the accounts endpoints, then 403; each change is audited', async () => {
    const clerk = await signInStaff(t, ['admissions', 'viewer', 'accounts', 'editor']);
    await call(clerk.agent, staffAccounts.listStaffAccounts).expect(403);
    await call(clerk.agent, staffAccounts.createStaffAccount, { body: { email: 'q@college.example', name: 'Q', roles: ['admin'] } }).expect(
      403,
    );
    const { account } = await add('audited@college.example', ['viewer']);
    await call(admin.agent, staffAccounts.updateStaffAccount, { params: { id: account.id }, body: { roles: ['admissions'] } }).expect(200);
    const rows = await rowsOf<{ action: string; staff_id: string; details: { change: string } }>(
      t.database.db,
      sql`select action, staff_id, details from audit where entity = 'staff' and entity_id = ${account.id} order by id`,
    );
    expect(rows.map((r) => r.details.change)).toEqual(['added', 'updated']);
    expect(rows.every((r) => r.staff_id === admin.id)).toBe(true);
  });

  it('when a link is made up, then the same answer as a used one, and guessing is limited per address', async () => {
    const res = await call(request(t.app), staffAccounts.checkPasswordLink, { body: { token: 'made-up' } }).expect(400);
    expect(res.body.message).toMatch(/not valid or has expired/);
  });
});
