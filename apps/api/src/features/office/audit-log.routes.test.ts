import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as auditLog from '@college/contracts/endpoints/audit-log';
import * as office from '@college/contracts/endpoints/office';
import type { AuditRow } from '@college/contracts/entities/audit-log';
import { rowsOf } from '../../db/rows';
import { call } from '../../test/call';
import { signInStaff, submitApplication } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

// The admin's audit view: who read, decided or corrected what and when, filtered, and exported.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInStaff>>;
let clerk: Awaited<ReturnType<typeof signInStaff>>;
let id = '';

beforeAll(async () => {
  t = await createTestApp();
  id = await submitApplication(await signIn(t, '9847150001'), '9847150001', 'Anu Krishnan');
  admin = await signInStaff(t, 'admin');
  clerk = await signInStaff(t, 'admissions');
  const seen = (await call(clerk.agent, office.getOfficeApplication, { params: { id } }).expect(200)).body.data;
  await call(clerk.agent, office.decide, { params: { id }, body: { status: 'verified', version: seen.version } }).expect(200);
});
afterAll(async () => {
  await t.close();
});

const list = async (query: Record<string, string>) =>
  (await call(admin.agent, auditLog.listAudit).query(query).expect(200)).body as { data: AuditRow[]; total: number };

describe("the admin's audit view", () => {
  it('when filtered by member, action and application, then it shows who did what to it and when, newest first', async () => {
    const reads = await list({ staff: clerk.email, action: 'read', record: id });
    expect(reads.data.map((r) => [r.action, r.entityId, r.staff?.email])).toEqual([['read', id, clerk.email]]);
    const all = await list({ record: id });
    expect(all.data.map((r) => r.action)).toEqual(['decision', 'read']);
    expect(all.data[0]?.details).toContain('"to":"verified"');
    // An email that is nobody's finds nothing, rather than everyone.
    expect((await list({ staff: 'nobody@college.example' })).total).toBe(0);
    const recorded = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit where entity = 'audit' and action = 'list' and staff_id = ${admin.id}`,
    );
    expect(recorded[0]?.n).toBeGreaterThanOrEqual(3);
  });

  it('when exported, then the CSV holds the same entries; the export is recorded', async () => {
    const res = await call(admin.agent, auditLog.exportAudit).query({ record: id }).buffer(true).expect(200);
    const text = res.text;
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(text.split('\r\n')[0]).toContain('When (India),Member,Email,Roles,Action,Record,Id,Details,Address');
    expect(text).toContain(`decision,application,${id}`);
    const exported = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit where entity = 'audit' and action = 'export'`,
    );
    expect(exported[0]?.n).toBe(1);
  });

  it('when a filter is malformed or the reader is not an admin, then 400 or 403 and nothing is read', async () => {
    const bad = await call(admin.agent, auditLog.listAudit).query({ action: 'stole', from: 'yesterday' }).expect(400);
    expect(bad.body.fieldErrors).toMatchObject({ action: ['Unknown action'], from: ['From must be a date (yyyy-mm-dd)'] });
    await call(clerk.agent, auditLog.listAudit).expect(403);
    await call(clerk.agent, auditLog.exportAudit).expect(403);
  });
});
