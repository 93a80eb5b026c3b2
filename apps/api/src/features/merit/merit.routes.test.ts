import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { inTransaction } from '../../db/transaction';
import { eraseWithConsents } from '../privacy/erase';
import { addressFamilyDetails, declaration, diplomaEducation, diplomaSelection, personalDetails } from '../../test/fixtures';
import { ageOn } from '@college/contracts/rules/dates';
import { todayInKolkata } from '@college/contracts/rules/day';
import { confirmParent, openApplication, payFee, signInStaff } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import * as admission from '@college/contracts/endpoints/admission';
import * as merit from '@college/contracts/endpoints/merit';
import type { MeritIntake } from '@college/contracts/entities/merit';
import * as privacy from '@college/contracts/endpoints/privacy';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInStaff>>;
const applicants: Record<string, { id: string; agent: ReturnType<typeof request.agent> }> = {};

/** A submitted Regular diploma application with this SSLC percentage and date of birth. */
async function submit(key: string, mobile: string, name: string, sslc: string, dob: string) {
  const agent = await signIn(t, mobile);
  const id = await openApplication(agent, mobile);
  await call(agent, admission.savePersonalDetails, {
    body: { applicationId: id, personalDetails: { ...personalDetails(name), dob } },
  }).expect(200);
  await call(agent, admission.saveAddressFamilyDetails, {
    body: { applicationId: id, addressFamilyDetails: addressFamilyDetails() },
  }).expect(200);
  await payFee(agent, id);
  await call(agent, admission.saveProgramSelection, { params: { applicationId: id }, body: diplomaSelection() }).expect(200);
  const education = diplomaEducation();
  const educationData = education.educationDetails.educationData.map((entry) => ({ ...entry, percentageMarks: sslc }));
  await call(agent, admission.saveEducationDetails, {
    params: { applicationId: id },
    body: { educationDetails: { ...education.educationDetails, educationData } },
  }).expect(200);
  if (ageOn(dob, todayInKolkata(t.clock.now())) < 18) await confirmParent(t, agent, id);
  await call(agent, admission.submitDeclaration, { params: { applicationId: id }, body: declaration(name) }).expect(200);
  applicants[key] = { id, agent };
}

beforeAll(async () => {
  t = await createTestApp();
  await submit('top', '9847500001', 'Lakshmi Nair', '97.5', '2008-01-10');
  // Equal scores: the older applicant (born earlier) ranks first.
  await submit('older', '9847500002', 'Arjun Das', '91', '2007-11-02');
  await submit('younger', '9847500003', 'Fathima K', '91', '2008-09-30');
  await submit('rejected', '9847500004', 'Joseph P', '99', '2008-02-02');
  // Submitted and paid, but the office has not checked it yet: it waits for a later version.
  await submit('unchecked', '9847500005', 'Meera S', '99.5', '2008-03-03');
  admin = await signInStaff(t, 'admin');
  const clerk = await signInStaff(t, 'admissions');
  for (const key of ['top', 'older', 'younger']) {
    const at = `/api/v1/staff/applications/${applicants[key]?.id ?? ''}`;
    const { version } = (await clerk.agent.get(at).expect(200)).body.data;
    await clerk.agent.post(`${at}/decision`).send({ status: 'verified', version }).expect(200);
  }
  // Rejected goes through verified first, as the office's moves allow.
  const path = `/api/v1/staff/applications/${applicants.rejected?.id ?? ''}`;
  const first = await clerk.agent.get(path).expect(200);
  const verified = await clerk.agent.post(`${path}/decision`).send({ status: 'verified', version: first.body.data.version }).expect(200);
  await clerk.agent
    .post(`${path}/decision`)
    .send({ status: 'rejected', version: verified.body.data.version, remark: 'Certificate does not match' })
    .expect(200);
});
afterAll(async () => {
  await t.close();
});

const rankOf = async (key: string) =>
  (await call(applicants[key]!.agent, merit.getApplicantRank, { params: { applicationId: applicants[key]!.id } }).expect(200)).body.data;

describe('merit lists', () => {
  let provisional: { id: string; hash: string; version: number };

  it('when the admin ranks an intake, then the verified applicants are ranked by SSLC, ties going to the older; unchecked and rejected ones are not', async () => {
    const res = await call(admin.agent, merit.computeMeritList, { params: { intake: 'diploma-regular' } }).expect(201);
    provisional = res.body.data;
    expect(res.body.data).toMatchObject({ status: 'provisional', version: 1, formulaVersion: 1, applicants: 3 });
    expect(res.body.data.hash).toMatch(/^[0-9a-f]{64}$/);
    const view = await call(admin.agent, merit.getMerit, { params: { intake: 'diploma-regular' } }).expect(200);
    expect(
      view.body.data.top.map((e: { applicationId: string; rank: number; score: number }) => [e.applicationId, e.rank, e.score]),
    ).toEqual([
      [applicants.top?.id, 1, 97.5],
      [applicants.older?.id, 2, 91],
      [applicants.younger?.id, 3, 91],
    ]);
    // Not published: the applicant sees nothing yet.
    expect(await rankOf('top')).toBeNull();
  });

  it('when the formula changes and the list is ranked again, then a new version is made and the first stays as it was', async () => {
    await call(admin.agent, merit.setMeritFormula, {
      params: { intake: 'diploma-regular' },
      body: { examination: 'SSLC/THSLC/CBSE', entranceWeight: 0, tieBreaks: ['+2/VHSE'] },
    }).expect(200);
    const second = await call(admin.agent, merit.computeMeritList, { params: { intake: 'diploma-regular' } }).expect(201);
    expect(second.body.data).toMatchObject({ version: 2, formulaVersion: 2 });
    // Publishing the older version is refused: only the newest may be published.
    const stale = await call(admin.agent, merit.publishMeritList, { params: { id: provisional.id } }).expect(409);
    expect(stale.body.message).toBe('A newer version of this list exists: publish that one');
    const published = await call(admin.agent, merit.publishMeritList, { params: { id: second.body.data.id } }).expect(200);
    expect(published.body.data).toMatchObject({ status: 'published', hash: second.body.data.hash });
    await call(admin.agent, merit.publishMeritList, { params: { id: second.body.data.id } }).expect(409);
    provisional = second.body.data;
  });

  it('when a list is published, then applicants see their rank, a rejected one sees none, and the database refuses to change it', async () => {
    expect(await rankOf('older')).toMatchObject({ rank: 2, of: 3, label: 'Diploma in Engineering (Regular)', version: 2 });
    expect(await rankOf('rejected')).toBeNull();
    expect(await rankOf('unchecked')).toBeNull();
    await expect(t.database.db.execute(sql`update merit_lists set entries = '[]'::jsonb where id = ${provisional.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from merit_lists where id = ${provisional.id}`)).rejects.toThrow();
    const [row] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select jsonb_array_length(entries)::int as n from merit_lists where id = ${provisional.id}`,
    );
    expect(row?.n).toBe(3);
    // A new ranking after publication is a new provisional version; the published one stands.
    const third = await call(admin.agent, merit.computeMeritList, { params: { intake: 'diploma-regular' } }).expect(201);
    expect(third.body.data).toMatchObject({ version: 3, status: 'provisional' });
    expect(await rankOf('older')).toMatchObject({ version: 2 });
  });

  it('when the list is downloaded, then the PDF carries numbers only and the CSV every input; both are recorded', async () => {
    const pdf = await call(admin.agent, merit.downloadMeritList, { params: { id: provisional.id } })
      .buffer(true)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="merit-diploma-regular-v2.pdf"');
    const csv = await call(admin.agent, merit.downloadMeritList, { params: { id: provisional.id } })
      .query({ format: 'csv' })
      .expect(200);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Rank,Application number,Name,Date of birth,SSLC/THSLC/CBSE (%),Entrance score,Score,Tie-break: +2/VHSE (%)');
    expect(lines[1]).toBe(`1,${applicants.top?.id},Lakshmi Nair,2008-01-10,97.5,,97.5,`);
    const exports = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit where action = 'export' and entity = 'merit_list'`,
    );
    expect(exports[0]?.n).toBe(2);
    // Each export names whom it contained, so the applicant's copy of their data lists it.
    const mine = await call(applicants.top!.agent, privacy.downloadMyData, { params: { applicationId: applicants.top!.id } }).expect(200);
    expect(mine.body.data.staffReads.filter((r: { action: string }) => r.action === 'exported a list including it')).toHaveLength(2);
  });

  it('when someone without the admin role tries to rank or publish, or input is bad, then it is refused', async () => {
    const clerk = await signInStaff(t, 'admissions');
    await call(clerk.agent, merit.getMerit, { params: { intake: 'diploma-regular' } }).expect(200);
    await call(clerk.agent, merit.computeMeritList, { params: { intake: 'diploma-regular' } }).expect(403);
    await call(clerk.agent, merit.publishMeritList, { params: { id: provisional.id } }).expect(403);
    await call(admin.agent, merit.getMerit, { params: { intake: 'phd' } }).expect(400);
    const bad = await call(admin.agent, merit.setMeritFormula, {
      params: { intake: 'mba' },
      body: { examination: 'Degree', entranceWeight: 2, tieBreaks: [] },
    }).expect(400);
    expect(bad.body.fieldErrors.entranceWeight).toEqual(['Enter a weight from 0 to 1']);
    await call(admin.agent, merit.publishMeritList, { params: { id: '00000000-0000-4000-8000-000000000000' } }).expect(404);
    const other = await signIn(t, '9847500009');
    await call(other, merit.getApplicantRank, { params: { applicationId: applicants.top?.id ?? '' } }).expect(404);
  });

  it('when an applicant on the lists withdraws, then provisional lists drop them, the published list keeps only their rank, number and marks, and nothing else in it can change', async () => {
    const younger = applicants.younger!;
    const withdrawn = await call(younger.agent, privacy.withdrawConsent, {
      params: { applicationId: younger.id },
      body: { confirm: true },
    }).expect(200);
    expect(withdrawn.body.data.erased).toContain(
      'Your name and date of birth on every merit list, and your place on lists not yet published',
    );
    expect(withdrawn.body.data.kept).toContain(
      'Your place on a merit list already published (rank, application number and marks, without your name): the record of how every seat was given',
    );

    const lists = await rowsOf<{
      version: number;
      status: string;
      entries: { applicationId: string; rank: number; name: string; dob: string; erased?: boolean }[];
      hash: string;
    }>(t.database.db, sql`select version, status, entries, hash from merit_lists where intake = 'diploma-regular' order by version`);
    const text = JSON.stringify(lists);
    expect(text).not.toContain('Fathima K');
    expect(text).not.toContain('2008-09-30');
    for (const list of lists.filter((l) => l.status === 'provisional')) {
      expect(list.entries.map((e) => [e.applicationId, e.rank])).toEqual([
        [applicants.top?.id, 1],
        [applicants.older?.id, 2],
      ]);
    }
    const published = lists.find((l) => l.status === 'published')!;
    expect(published.hash).toBe(provisional.hash);
    expect(published.entries.map((e) => [e.applicationId, e.rank, e.name, e.erased ?? false])).toEqual([
      [applicants.top?.id, 1, 'Lakshmi Nair', false],
      [applicants.older?.id, 2, 'Arjun Das', false],
      [younger.id, 3, '', true],
    ]);
    // The office's copy of the published list says why the name is missing; every role sees the same.
    const csv = await call(admin.agent, merit.downloadMeritList, { params: { id: provisional.id } })
      .query({ format: 'csv' })
      .expect(200);
    expect(csv.text).not.toContain('Fathima K');
    expect(csv.text).toContain(`3,${younger.id},Erased at the applicant’s request,,91,,91,`);
    const viewer = await signInStaff(t, 'viewer');
    const view = await call(viewer.agent, merit.getMerit, { params: { intake: 'diploma-regular' } }).expect(200);
    expect(JSON.stringify(view.body.data)).not.toContain('Fathima K');

    // The redaction is the one change a published list allows.
    const id = provisional.id;
    await expect(
      t.database.db.execute(sql`update merit_lists set entries = jsonb_set(entries, '{0,rank}', '9') where id = ${id}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update merit_lists set entries = jsonb_set(entries, '{0,name}', '"Someone Else"') where id = ${id}`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`update merit_lists set hash = 'x' where id = ${id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from merit_lists where id = ${id}`)).rejects.toThrow();
  });

  it('when the admin ranks by the SSLC index mark, then a percentage board takes its band, equal marks go by AWGV and age, and the CSV names the index', async () => {
    const bad = await call(admin.agent, merit.setMeritFormula, {
      params: { intake: 'diploma-regular' },
      body: { basis: 'index-mark', examination: 'Degree', entranceWeight: 0, tieBreaks: [] },
    }).expect(400);
    expect(bad.body.fieldErrors.examination).toEqual(['The index mark is made from the SSLC grades: rank by SSLC/THSLC/CBSE']);
    await call(admin.agent, merit.setMeritFormula, {
      params: { intake: 'diploma-regular' },
      body: { basis: 'index-mark', examination: 'SSLC/THSLC/CBSE', entranceWeight: 0, tieBreaks: [] },
    }).expect(200);
    const list = await call(admin.agent, merit.computeMeritList, { params: { intake: 'diploma-regular' } }).expect(201);
    // 97.5% and 91% are both A+ on every paper (9): the older applicant ranks first.
    const view = await call(admin.agent, merit.getMerit, { params: { intake: 'diploma-regular' } }).expect(200);
    expect(view.body.data.formula.basis).toBe('index-mark');
    expect((view.body.data as MeritIntake).top.map((e) => [e.rank, e.applicationId, e.score, e.awgv])).toEqual([
      [1, applicants.older?.id, 9, 9],
      [2, applicants.top?.id, 9, 9],
    ]);
    const csv = await call(admin.agent, merit.downloadMeritList, { params: { id: list.body.data.id } })
      .query({ format: 'csv' })
      .expect(200);
    expect(csv.text).toContain('Score: index mark (WGPA),Tie-break: AWGV');
  });

  // Two connections are needed for the race; the embedded database runs one transaction at a time.
  it.runIf(process.env.DATABASE_URL)(
    'when an intake is ranked while an erasure of one of its applicants is under way, then the new list never holds the erased applicant',
    async () => {
      const older = applicants.older!;
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let erased: () => void = () => {};
      const erasedYet = new Promise<void>((resolve) => (erased = resolve));
      const erasure = inTransaction(t.database.db, async (tx) => {
        await eraseWithConsents(tx, older.id, t.clock.now());
        erased();
        await held;
      });
      await erasedYet;
      const ranking = call(admin.agent, merit.computeMeritList, { params: { intake: 'diploma-regular' } });
      const ranked = ranking.then((res) => res);
      // Time for the ranking to run, were it not waiting for the erasure to commit.
      await new Promise((r) => setTimeout(r, 500));
      release();
      await erasure;
      const res = await ranked;
      expect(res.status).toBe(201);
      const [row] = await rowsOf<{ entries: { applicationId: string; name: string }[] }>(
        t.database.db,
        sql`select entries from merit_lists where id = ${res.body.data.id as string}`,
      );
      expect(row?.entries.map((e) => e.applicationId)).not.toContain(older.id);
      expect(JSON.stringify(row?.entries)).not.toContain('Arjun Das');
    },
  );
});
