import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { openApplication, signInStaff } from '../../test/journey';
import { personalDetails } from '../../test/fixtures';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import * as admission from '@college/contracts/endpoints/admission';
import * as office from '@college/contracts/endpoints/office';

let t: TestApp;
let officer: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  officer = await signInStaff(t, 'admissions');
});
afterAll(() => t.close());

const save = async (mobile: string, extra: object) => {
  const agent = await signIn(t, mobile);
  const id = await openApplication(agent, mobile);
  const res = await call(agent, admission.savePersonalDetails, {
    unchecked: { applicationId: id, personalDetails: { ...personalDetails(), ...extra } },
  });
  return { agent, id, res };
};

describe('reservation and disability in the personal details', () => {
  it('when a category is claimed without its certificate, then 400 names what is missing and nothing is saved', async () => {
    const { agent, id, res } = await save('9847400001', { category: 'EZ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Enter the number of the certificate for the category you claim');
    expect(res.body.fieldErrors['personalDetails.certificateDate']).toEqual([
      'Enter the date of the certificate for the category you claim',
    ]);
    const app = (await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data;
    expect(app.personalDetails).toBeNull();
  });

  it('when a claim comes with its certificate, or a disability with its percentage, then both are kept, in columns the office filters by', async () => {
    const ez = await save('9847400002', { category: 'EZ', certificateNumber: 'CC/2026/1234', certificateDate: '2026-03-10' });
    expect(ez.res.status).toBe(200);
    const pwd = await save('9847400003', { gender: 'transgender', disability: 'locomotor', disabilityPercent: '45' });
    expect(pwd.res.status).toBe(200);
    // A certificate sent without a claim is not kept.
    const plain = await save('9847400004', { certificateNumber: 'NOT-CLAIMED', disabilityPercent: '70' });
    expect(plain.res.status).toBe(200);
    const stored = (await call(plain.agent, admission.getApplication, { params: { applicationId: plain.id } }).expect(200)).body.data;
    // The spec's own fields alone still make a valid step: no claim, no disability.
    expect(stored.personalDetails).toMatchObject({ category: 'SM', disability: 'none', certificateNumber: '', disabilityPercent: '' });

    const rows = await rowsOf<{ id: string; category: string; disability: string }>(
      t.database.db,
      sql`select id, category, disability from applications where id in (${ez.id}, ${pwd.id}, ${plain.id}) order by id`,
    );
    expect(rows).toEqual([
      { id: ez.id, category: 'EZ', disability: 'none' },
      { id: pwd.id, category: 'SM', disability: 'locomotor' },
      { id: plain.id, category: 'SM', disability: 'none' },
    ]);
    const byCategory = (await call(officer.agent, office.listQueue).query({ category: 'EZ' }).expect(200)).body;
    expect(byCategory.data.map((r: { applicationId: string }) => r.applicationId)).toEqual([ez.id]);
    const disabled = (await call(officer.agent, office.listQueue).query({ pwd: 'true' }).expect(200)).body;
    expect(disabled.data.map((r: { applicationId: string }) => r.applicationId)).toEqual([pwd.id]);
    await call(officer.agent, office.listQueue).query({ category: 'XX' }).expect(400);
    const odd = await save('9847400005', { disability: 'visual', disabilityPercent: '4.5e1' });
    expect(odd.res.status).toBe(400);

    const csv = (await call(officer.agent, office.exportQueue).query({ format: 'csv', category: 'EZ' }).expect(200)).text;
    const [header, line] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toContain('Category,Certificate number,Certificate date,Disability,Disability (%)');
    expect(line).toContain('"SEBC: Ezhava, Thiyya, Billava (EZ)",CC/2026/1234,10/03/2026,None,');
  });
});
