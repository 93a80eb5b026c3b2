import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admission from '@college/contracts/endpoints/admission';
import * as office from '@college/contracts/endpoints/office';
import { rowsOf } from '../../db/rows';
import { call } from '../../test/call';
import { signInStaff, submitApplication } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

// The office corrects a field with a reason: the applicant's own schema decides what is valid, the
// old and new values are kept in the timeline and the audit, and the applicant is told and sees it.

let t: TestApp;
let clerk: Awaited<ReturnType<typeof signInStaff>>;
let applicant: Awaited<ReturnType<typeof signIn>>;
let id = '';
const MOBILE = '9847140001';

beforeAll(async () => {
  t = await createTestApp();
  applicant = await signIn(t, MOBILE);
  id = await submitApplication(applicant, MOBILE, 'Anu K');
  clerk = await signInStaff(t, 'admissions');
});
afterAll(async () => {
  await t.close();
});

const version = async () =>
  (await call(clerk.agent, office.getOfficeApplication, { params: { id } }).expect(200)).body.data.version as number;
const correct = async (field: string, value: string, reason = 'As on the SSLC certificate', v?: number) =>
  call(clerk.agent, office.correctApplication, { params: { id }, unchecked: { field, value, reason, version: v ?? (await version()) } });

describe('corrections by the office', () => {
  it('when a clerk corrects the name with a reason, then it changes, the old and new values are kept and audited, and the applicant is told and sees it', async () => {
    const before = await version();
    const res = await correct('personalDetails.fullName', 'Anu Krishnan', 'Spelled as on the SSLC certificate (correction request)');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Correction saved', data: { version: before + 1 } });
    const seen = (await call(clerk.agent, office.getOfficeApplication, { params: { id } }).expect(200)).body.data;
    expect(seen.application.personalDetails.fullName).toBe('Anu Krishnan');
    expect(seen.timeline.at(-1)).toMatchObject({
      kind: 'corrected',
      remark: 'Full name: Anu K \u2192 Anu Krishnan',
      internalNote: 'Spelled as on the SSLC certificate (correction request)',
    });
    const audit = await rowsOf<{ action: string; details: Record<string, string> }>(
      t.database.db,
      sql`select action, details from audit where action = 'correct' and entity_id = ${id}`,
    );
    expect(audit).toEqual([
      {
        action: 'correct',
        details: {
          field: 'personalDetails.fullName',
          from: 'Anu K',
          to: 'Anu Krishnan',
          reason: 'Spelled as on the SSLC certificate (correction request)',
        },
      },
    ]);
    const told = await rowsOf<{ template: string; variables: Record<string, string> }>(
      t.database.db,
      sql`select template, variables from outbox where channel = 'email' and template = 'corrected' and variables ->> 'application' = ${id}`,
    );
    expect(told.map((m) => m.variables)).toEqual([expect.objectContaining({ field: 'Full name', from: 'Anu K', to: 'Anu Krishnan' })]);
    const own = (await call(applicant, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data;
    expect(own.corrections).toEqual([
      {
        label: 'Full name',
        from: 'Anu K',
        to: 'Anu Krishnan',
        reason: 'Spelled as on the SSLC certificate (correction request)',
        at: expect.any(String),
      },
    ]);
  });

  it('when a value itself holds a colon, then the applicant reads back exactly the old and new values', async () => {
    const res = await correct('addressFamilyDetails.address.street', 'Temple Road: East, Gate 2');
    expect(res.status).toBe(200);
    const own = (await call(applicant, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data;
    expect(own.corrections.at(-1)).toMatchObject({ label: 'Street', from: 'Temple Road', to: 'Temple Road: East, Gate 2' });
  });

  it("when the new value is one the applicant's form refuses, then it is refused with the same message and nothing changes", async () => {
    const before = await version();
    const pin = await correct('addressFamilyDetails.address.pinCode', '01234');
    expect(pin.status).toBe(400);
    expect(pin.body.fieldErrors).toEqual({ value: ['Invalid PIN code. Please check and try again.'] });
    // A reservation claim needs its certificate number, from staff as from the applicant.
    const claim = await correct('personalDetails.category', 'SC');
    expect(claim.status).toBe(400);
    expect(claim.body.message).toMatch(/certificate/i);
    const unknown = await correct('personalDetails.mobile', '9999999999');
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors.field).toEqual(['Choose the field to correct']);
    const bare = await correct('personalDetails.fullName', 'Anu Krishnan R', 'no');
    expect(bare.status).toBe(400);
    expect(bare.body.fieldErrors.reason).toEqual(['Say why the field is corrected']);
    expect(await version()).toBe(before);
  });

  it('when the value is unchanged or the copy is stale, then 409 and nothing changes; a viewer may not correct', async () => {
    const same = await correct('personalDetails.fullName', 'Anu Krishnan');
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('The new value is the same as the one the application holds');
    const stale = await correct('addressFamilyDetails.parents.fatherName', 'Krishnan Nair', 'As on the certificate', (await version()) - 1);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed by .* after you opened it/);
    const viewer = await signInStaff(t, 'viewer');
    await call(viewer.agent, office.correctApplication, {
      params: { id },
      body: { field: 'personalDetails.fullName', value: 'X Y', reason: 'Not allowed here', version: await version() },
    }).expect(403);
  });
});
