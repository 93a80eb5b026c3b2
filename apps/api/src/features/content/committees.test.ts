import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as committees from '@college/contracts/endpoints/committees';
import { getDashboard } from '@college/contracts/endpoints/dashboard';
import { rowsOf } from '../../db/rows';
import { contentOffice, signInStaff, type SignedInStaff } from '../../test/journey';
import type { TestApp } from '../../test/test-app';
import { call } from '../../test/call';

let t: TestApp;
let writer: SignedInStaff;
let admin: SignedInStaff;

beforeAll(async () => ({ t, writer, admin } = await contentOffice()));
afterAll(() => t.close());

// The test clock starts on 15 June 2026 in India.
const antiRagging = {
  orderRef: 'Principal’s order No. A1/112/2026 dated 02/06/2026',
  termFrom: '2026-06-01',
  termUntil: '2027-05-31',
  reviewBy: '2026-12-01',
  members: [
    {
      name: 'Dr. K. Harikumar',
      roleEn: 'Chairperson (Principal)',
      roleMl: 'അധ്യക്ഷൻ (പ്രിൻസിപ്പൽ)',
      phone: '0466 2270 100',
      email: 'principal@nilacollege.ac.in',
    },
    { name: 'Smt. Deepa Raghavan', roleEn: 'Member (faculty)', roleMl: '', phone: '', email: '' },
  ],
};
const staffList = async (who = writer) =>
  (await call(who.agent, committees.listStaffCommittees).expect(200)).body.data as {
    kind: string;
    constituted: boolean;
    pastTerm: boolean;
    reviewDue: boolean;
    version: number;
  }[];
const dashboardCount = async (who = admin) => (await call(who.agent, getDashboard).expect(200)).body.data.committeesToReview as number;
/** The dashboard's count once its kept figures (10 s) have been counted again. */
const countedAgain = async (n: number, who = admin) => {
  t.clock.advance(11);
  await expect.poll(() => dashboardCount(who), { timeout: 5_000, interval: 100 }).toBe(n);
};

describe('committees', () => {
  it('when nothing is set up, then the office sees every committee the rules ask for, each not yet constituted, and the dashboard counts them', async () => {
    const list = await staffList();
    expect(list.map((c) => c.kind)).toEqual([
      'anti-ragging-committee',
      'anti-ragging-squad',
      'internal-complaints',
      'sc-st-cell',
      'grievance-redressal',
      'rti',
    ]);
    expect(list.every((c) => !c.constituted)).toBe(true);
    expect(await dashboardCount()).toBe(6);
    expect((await call(request(t.app), committees.listCommittees).expect(200)).body.data).toEqual([]);
  });

  it('when a committee is given without members, with its term backwards or a bad email, then each is refused with a message and nothing is stored', async () => {
    const save = (body: unknown, kind = 'anti-ragging-committee') =>
      call(writer.agent, committees.saveCommittee, { params: { kind }, unchecked: body }).expect(400);
    expect((await save({ ...antiRagging, members: [] })).body.fieldErrors.members).toEqual(['Add at least one member']);
    expect((await save({ ...antiRagging, termUntil: '2026-05-01' })).body.fieldErrors.termUntil).toEqual([
      'The term must end after it starts',
    ]);
    expect((await save({ ...antiRagging, termFrom: '2026-02-30' })).body.fieldErrors.termFrom).toEqual([
      'Enter the first day of its term as yyyy-mm-dd',
    ]);
    const badMember = await save({ ...antiRagging, members: [{ ...antiRagging.members[0], email: 'nope', phone: 'call me' }] });
    expect(badMember.body.fieldErrors['members.0.email']).toEqual(['Please enter a valid email address']);
    expect(badMember.body.fieldErrors['members.0.phone']).toEqual(['Enter a phone number of digits and spaces']);
    expect((await save(antiRagging, 'parking-committee')).body.code).toBe('VALIDATION_ERROR');
    expect((await staffList()).every((c) => !c.constituted)).toBe(true);
    const viewer = await signInStaff(t, 'viewer');
    await call(viewer.agent, committees.saveCommittee, { params: { kind: 'rti' }, body: antiRagging }).expect(403);
  });

  it('when a content editor sets one up, then the public reads it in English and Malayalam, and the change is audited', async () => {
    const saved = await call(writer.agent, committees.saveCommittee, {
      params: { kind: 'anti-ragging-committee' },
      body: antiRagging,
    }).expect(200);
    expect(saved.body.data).toMatchObject({ constituted: true, version: 1, pastTerm: false, reviewDue: false, reviewBy: '2026-12-01' });
    const en = (await call(request(t.app), committees.listCommittees).expect(200)).body.data;
    expect(en).toEqual([
      {
        kind: 'anti-ragging-committee',
        name: 'Anti-Ragging Committee',
        orderRef: antiRagging.orderRef,
        termFrom: '2026-06-01',
        termUntil: '2027-05-31',
        members: [
          {
            name: 'Dr. K. Harikumar',
            role: 'Chairperson (Principal)',
            roleLang: 'en',
            phone: '0466 2270 100',
            email: 'principal@nilacollege.ac.in',
          },
          { name: 'Smt. Deepa Raghavan', role: 'Member (faculty)', roleLang: 'en', phone: '', email: '' },
        ],
        updatedAt: '2026-06-15T05:30:00.000Z',
      },
    ]);
    const ml = (await call(request(t.app), committees.listCommittees, { query: { lang: 'ml' } }).expect(200)).body.data;
    expect(ml[0]).toMatchObject({
      name: 'റാഗിംഗ് വിരുദ്ധ സമിതി',
      members: [
        { role: 'അധ്യക്ഷൻ (പ്രിൻസിപ്പൽ)', roleLang: 'ml' },
        { role: 'Member (faculty)', roleLang: 'en' },
      ],
    });
    await countedAgain(5);

    const changed = await call(writer.agent, committees.saveCommittee, {
      params: { kind: 'anti-ragging-committee' },
      body: { ...antiRagging, members: antiRagging.members.slice(0, 1), version: 1 },
    }).expect(200);
    expect(changed.body.data.version).toBe(2);
    const audit = await rowsOf<{ details: { what: string; changes: Record<string, unknown> } }>(
      t.database.db,
      sql`select details from audit where entity = 'committee' and entity_id = 'anti-ragging-committee' order by at, id`,
    );
    expect(audit.map((a) => a.details.what)).toEqual(['set up', 'changed']);
    expect(Object.keys(audit[1]!.details.changes)).toEqual(['members']);
  });

  it('when two people save from the same version, or set up the same committee at once, then one save is kept and the other is told to reload', async () => {
    const stale = await call(writer.agent, committees.saveCommittee, {
      params: { kind: 'anti-ragging-committee' },
      body: { ...antiRagging, version: 1 },
    }).expect(409);
    expect(stale.body.message).toBe('Someone changed this committee after you opened it. Reload to see their change before saving yours.');
    const both = await Promise.all(
      [writer, admin].map((who) =>
        call(who.agent, committees.saveCommittee, {
          params: { kind: 'rti' },
          body: { ...antiRagging, orderRef: `Order by ${who === admin ? 'admin' : 'writer'}` },
        }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await staffList()).find((c) => c.kind === 'rti')).toMatchObject({ constituted: true, version: 1 });
  });

  it('when a term ends or a review date comes, then the office sees it flagged and the dashboard counts it', async () => {
    await countedAgain(4);
    // Staff sessions end when the clock moves this far: each day signs in afresh.
    t.clock.set(new Date('2026-12-01T00:00:00Z'));
    const reviewDay = await staffList(await signInStaff(t, 'admin'));
    expect(reviewDay.find((c) => c.kind === 'anti-ragging-committee')).toMatchObject({ pastTerm: false, reviewDue: true });
    t.clock.set(new Date('2027-06-01T00:00:00Z'));
    const nextYear = await signInStaff(t, 'admin');
    const after = await staffList(nextYear);
    expect(after.find((c) => c.kind === 'anti-ragging-committee')).toMatchObject({ pastTerm: true, reviewDue: true });
    // Both set up committees are past their term (the RTI one was given the same term).
    await countedAgain(6, nextYear);
  });
});
