import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as docs from '@college/contracts/endpoints/college-documents';
import * as dashboard from '@college/contracts/endpoints/dashboard';
import { rowsOf } from '../../db/rows';
import { contentOffice, signInStaff, type SignedInStaff } from '../../test/journey';
import type { TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import { hostilePdfs } from '../question-papers/hostile-pdfs';
import { samplePdf } from '../question-papers/pdf';
import { contentToReview } from './content.api';

let t: TestApp;
let writer: SignedInStaff;
let admin: SignedInStaff;

beforeAll(async () => ({ t, writer, admin } = await contentOffice()));
afterAll(() => t.close());

type Doc = {
  id: string;
  kind: string;
  academicYear: string;
  version: number;
  title: string;
  note: string;
  archivedAt: string | null;
  url: string;
  sizeBytes: number;
};

function upload(agent: ReturnType<typeof request.agent>, fields: Record<string, string>, file: Buffer | null = samplePdf(['Prospectus'])) {
  const req = call(agent, docs.uploadDocument);
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  if (file) req.attach('file', file, { filename: 'prospectus.pdf', contentType: 'application/pdf' });
  return req;
}
const publicList = async (lang: 'en' | 'ml' = 'en') =>
  (await request(t.app).get(`/api/v1/documents?lang=${lang}`).expect(200)).body.data as Doc[];
const storedFiles = () => {
  const folder = path.join(t.config.dataDir, 'files', 'college-documents');
  return existsSync(folder) ? readdirSync(folder).length : 0;
};

describe('college documents', () => {
  it('when nothing is published, then the public list is empty', async () => {
    expect(await publicList()).toEqual([]);
  });

  it('when an administrator publishes the prospectus for a year, then anyone reads it, in English and Malayalam', async () => {
    const pdf = samplePdf(['Prospectus 2026-27']);
    const res = await upload(admin.agent, { kind: 'prospectus', academicYear: '2026-27', noteEn: 'First edition', noteMl: '' }, pdf).expect(
      201,
    );
    const made = res.body.data as Doc;
    expect(made).toMatchObject({
      kind: 'prospectus',
      academicYear: '2026-27',
      version: 1,
      title: 'Prospectus 2026-27',
      archivedAt: null,
      sizeBytes: pdf.length,
    });

    const [en] = await publicList();
    expect(en).toMatchObject({ id: made.id, note: 'First edition' });
    const [ml] = await publicList('ml');
    // No Malayalam note given: the English one.
    expect(ml).toMatchObject({ title: 'പ്രോസ്പെക്ടസ് 2026-27', note: 'First edition' });

    const file = await request(t.app).get(made.url).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('inline; filename="prospectus-2026-27-v1.pdf"');
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);
    const saved = await request(t.app).get(`${made.url}?download=1`).expect(200);
    expect(saved.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('when a new version is published for the same year, then the old one is archived, still readable, and the change audited', async () => {
    const v2 = (
      await upload(admin.agent, {
        kind: 'prospectus',
        academicYear: '2026-27',
        noteEn: 'Fee for hostel corrected',
        noteMl: 'ഹോസ്റ്റൽ ഫീസ് തിരുത്തി',
      }).expect(201)
    ).body.data as Doc;
    expect(v2.version).toBe(2);
    const list = (await publicList('ml')).filter((d) => d.kind === 'prospectus');
    expect(list.map((d) => [d.version, d.archivedAt === null])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(list[0]!.note).toBe('ഹോസ്റ്റൽ ഫീസ് തിരുത്തി');
    await request(t.app).get(list[1]!.url).expect(200);

    const audit = await rowsOf<{ action: string; details: { version: number; archived: { version: number } | null } }>(
      t.database.db,
      sql`select action, details from audit where entity = 'college_document' order by at, id`,
    );
    expect(audit.map((a) => [a.action, a.details.version, a.details.archived?.version ?? null])).toEqual([
      ['upload', 1, null],
      ['upload', 2, 1],
    ]);
  });

  it('when another year is published, then both years stay current, the newer year first', async () => {
    await upload(admin.agent, { kind: 'prospectus', academicYear: '2027-28' }).expect(201);
    const current = (await publicList()).filter((d) => d.archivedAt === null).map((d) => d.academicYear);
    expect(current).toEqual(['2027-28', '2026-27']);
  });

  it('when someone searches without signing in, then the documents with every word, in English or Malayalam, are found', async () => {
    const search = async (q: string, lang: 'en' | 'ml' = 'en') =>
      ((await request(t.app).get('/api/v1/documents').query({ lang, q }).expect(200)).body.data as Doc[]).map(
        (d) => `${d.title} v${d.version}`,
      );
    expect(await search('prospectus 2026')).toEqual(['Prospectus 2026-27 v2', 'Prospectus 2026-27 v1']);
    expect(await search('PROSPECTUS 2027-28')).toEqual(['Prospectus 2027-28 v1']);
    // The Malayalam name, and a word of the Malayalam note, typed on the Malayalam page.
    expect(await search('പ്രോസ്പെക്ടസ് 2027', 'ml')).toEqual(['പ്രോസ്പെക്ടസ് 2027-28 v1']);
    expect(await search('ഹോസ്റ്റൽ', 'ml')).toEqual(['പ്രോസ്പെക്ടസ് 2026-27 v2']);
    expect(await search('hostel fee')).toEqual(['Prospectus 2026-27 v2']);
    expect(await search('nirf')).toEqual([]);
    // A search too long is refused with a message, not run.
    const long = await request(t.app)
      .get('/api/v1/documents')
      .query({ q: 'x'.repeat(101) })
      .expect(400);
    expect(long.body.fieldErrors.q).toEqual(['Search is at most 100 characters']);
  });

  it('when two versions are uploaded at the same moment, then both are kept in turn and exactly one is current', async () => {
    const fields = { kind: 'fee-structure', academicYear: '2026-27' };
    const answers = await Promise.all([upload(admin.agent, fields), upload(admin.agent, fields), upload(admin.agent, fields)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const fees = (await publicList()).filter((d) => d.kind === 'fee-structure');
    expect(fees.map((d) => d.version)).toEqual([3, 2, 1]);
    expect(fees.filter((d) => d.archivedAt === null)).toHaveLength(1);
  });

  it('when documents are published, then the dashboard counts only those never published, and each again 12 months after its last publication', async () => {
    const now = t.clock.now();
    // Prospectus and fee structure are published by now; the calendar, disclosure and NIRF data are not.
    const documentsDue = async (at: Date) => (await contentToReview(t.database.db, at, [])).documents;
    expect(await documentsDue(now)).toBe(3);
    const nearlyAYear = new Date(now.getTime() + 364 * 86_400_000);
    expect(await documentsDue(nearlyAYear)).toBe(3);
    const aYearOn = new Date(now.getTime() + 366 * 86_400_000);
    expect(await documentsDue(aYearOn)).toBe(5);
  });

  it.each([
    [
      'an academic year that is not one year',
      { kind: 'nirf', academicYear: '2026-28' },
      'academicYear',
      'Enter the academic year, like 2026-27',
    ],
    ['an unknown document', { kind: 'brochure', academicYear: '2026-27' }, 'kind', 'Choose which document this is'],
  ])('when the office sends %s, then 400 on the field and nothing is stored', async (_name, fields, field, message) => {
    const before = storedFiles();
    const res = await upload(admin.agent, fields).expect(400);
    expect(res.body.fieldErrors[field]).toEqual([message]);
    expect(storedFiles()).toBe(before);
  });

  it.each([
    ['a page of HTML', 415, Buffer.from('<html><script>alert(1)</script></html>')],
    ['a PDF that runs JavaScript when opened', 422, hostilePdfs.openActionScript()],
    ['a PDF with a web page after its end', 422, hostilePdfs.pdfThenHtml()],
  ])('when the file is %s, then it is refused (%i) with a message and nothing is published', async (_name, status, file) => {
    const before = (await publicList()).length;
    const stored = storedFiles();
    const res = await upload(admin.agent, { kind: 'academic-calendar', academicYear: '2026-27' }, await file).expect(status);
    expect(res.body.message).toEqual(expect.any(String));
    expect(JSON.stringify(res.body)).not.toMatch(/stack|at \//);
    expect((await publicList()).length).toBe(before);
    expect(storedFiles()).toBe(stored);
  });

  it('when no file is sent, then 400 asking for one', async () => {
    const res = await upload(admin.agent, { kind: 'nirf', academicYear: '2026-27' }, null).expect(400);
    expect(res.body.message).toBe('Choose a PDF file to upload');
  });

  it('when someone without the content role, or no one signed in, uploads, then it is refused', async () => {
    const clerk = await signInStaff(t, 'admissions');
    await upload(clerk.agent, { kind: 'nirf', academicYear: '2026-27' }).expect(403);
    await upload(request.agent(t.app), { kind: 'nirf', academicYear: '2026-27' }).expect(401);
    expect((await publicList()).some((d) => d.kind === 'nirf')).toBe(false);
  });

  it('when a document that does not exist is asked for, then 404; an address that is no document at all, 400', async () => {
    await request(t.app).get('/api/v1/documents/00000000-0000-4000-8000-000000000000/file').expect(404);
    await request(t.app).get('/api/v1/documents/not-a-uuid/file').expect(400);
  });

  it('when a version uploaded by mistake is withdrawn, then it leaves the site but is kept with the reason, and the one before is current again', async () => {
    const first = (await upload(admin.agent, { kind: 'fee-structure', academicYear: '2028-29' }).expect(201)).body.data as Doc;
    const wrong = (await upload(admin.agent, { kind: 'fee-structure', academicYear: '2028-29' }).expect(201)).body.data as Doc;
    const withdraw = (agent: SignedInStaff['agent'], id: string, reason: unknown) =>
      call(agent, docs.withdrawDocument, { params: { id }, unchecked: { reason } });

    const blank = await withdraw(writer.agent, wrong.id, '  ').expect(400);
    expect(blank.body.fieldErrors.reason).toEqual(['Say why this version is withdrawn']);
    await withdraw((await signInStaff(t, 'admissions')).agent, wrong.id, 'Not mine').expect(403);
    const res = await withdraw(writer.agent, wrong.id, 'Last year’s fee structure uploaded by mistake').expect(200);
    expect(res.body.data).toMatchObject({ version: 2, withdrawnReason: 'Last year’s fee structure uploaded by mistake' });

    const shown = (await publicList()).filter((d) => d.kind === 'fee-structure' && d.academicYear === '2028-29');
    expect(shown.map((d) => [d.version, d.archivedAt])).toEqual([[1, null]]);
    await request(t.app).get(wrong.url).expect(404);
    await request(t.app).get(first.url).expect(200);
    const kept = (await call(writer.agent, docs.listStaffDocuments).expect(200)).body.data as (Doc & { withdrawnAt: string | null })[];
    expect(kept.find((d) => d.id === wrong.id)?.withdrawnAt).toEqual(expect.any(String));
    await withdraw(writer.agent, wrong.id, 'Again').expect(409);

    // The next upload is version 3 and archives version 1; withdrawing an archived version changes nothing current.
    const third = (await upload(admin.agent, { kind: 'fee-structure', academicYear: '2028-29' }).expect(201)).body.data as Doc;
    expect(third.version).toBe(3);
    await withdraw(writer.agent, first.id, 'Superseded and wrong').expect(200);
    expect((await publicList()).filter((d) => d.kind === 'fee-structure' && d.academicYear === '2028-29').map((d) => d.version)).toEqual([
      3,
    ]);

    const audit = await rowsOf<{ details: { what?: string; version: number; reason?: string; current: { version: number } | null } }>(
      t.database.db,
      sql`select details from audit where entity = 'college_document' and details->>'what' = 'withdrawn' order by at, id`,
    );
    expect(audit.map((a) => [a.details.version, a.details.reason, a.details.current?.version ?? null])).toEqual([
      [2, 'Last year’s fee structure uploaded by mistake', 1],
      [1, 'Superseded and wrong', null],
    ]);
  });

  it('when a content editor uploads a new version, then it waits for an administrator: the current one stays on the site until it is published, and a declined one never shows', async () => {
    const fields = { kind: 'academic-calendar', academicYear: '2029-30' };
    const calendars = async () =>
      (await publicList())
        .filter((d) => d.kind === 'academic-calendar' && d.academicYear === '2029-30')
        .map((d) => [d.version, d.archivedAt]);
    const current = (await upload(admin.agent, fields).expect(201)).body.data as Doc;
    const sent = await upload(writer.agent, fields, samplePdf(['Academic calendar, corrected'])).expect(201);
    expect(sent.body.message).toBe('Document sent for publishing');
    const waiting = sent.body.data as Doc & { publishedAt: string | null; uploadedAt: string };
    expect(waiting).toMatchObject({ version: 2, publishedAt: null, archivedAt: null, uploadedAt: expect.any(String) });

    // Not on the site, not readable by the public; the office reads it at its own address, never cached.
    expect(await calendars()).toEqual([[1, null]]);
    expect(waiting.url).toBe(`/api/v1/staff/documents/${waiting.id}/file`);
    await request(t.app).get(`/api/v1/documents/${waiting.id}/file`).expect(404);
    await request(t.app).get(waiting.url).expect(401);
    const read = await writer.agent.get(waiting.url).buffer(true).expect(200);
    expect(read.headers['cache-control']).toBe('private, no-cache');
    expect(Buffer.compare(read.body as Buffer, samplePdf(['Academic calendar, corrected']))).toBe(0);
    // The dashboard keeps its figures 10 s, then answers the kept ones while it counts afresh.
    const waitingOnDashboard = async () =>
      (await call(admin.agent, dashboard.getDashboard).expect(200)).body.data.documentsWaiting as number;
    t.clock.advance(11);
    await expect.poll(waitingOnDashboard).toBe(1);

    // Only a publisher publishes; then it is current and the one before archived, once.
    const publish = (agent: SignedInStaff['agent'], id: string) => call(agent, docs.publishDocument, { params: { id } });
    await publish(writer.agent, waiting.id).expect(403);
    const published = await publish(admin.agent, waiting.id).expect(200);
    expect(published.body.data).toMatchObject({ id: waiting.id, publishedAt: expect.any(String), archivedAt: null });
    expect(await calendars()).toEqual([
      [2, null],
      [1, expect.any(String)],
    ]);
    await request(t.app).get(`/api/v1/documents/${waiting.id}/file`).expect(200);
    await request(t.app).get(current.url).expect(200);
    await publish(admin.agent, waiting.id).expect(409);

    // A version the publisher will not publish is declined with a reason: kept, never shown.
    const declined = (await upload(writer.agent, fields).expect(201)).body.data as Doc;
    await call(writer.agent, docs.withdrawDocument, {
      params: { id: declined.id },
      body: { reason: 'The dates are for the wrong semester' },
    }).expect(200);
    await publish(admin.agent, declined.id).expect(409);
    expect(await calendars()).toEqual([
      [2, null],
      [1, expect.any(String)],
    ]);
    t.clock.advance(11);
    await expect.poll(waitingOnDashboard).toBe(0);

    const audit = await rowsOf<{ details: { what?: string; version: number; published?: boolean } }>(
      t.database.db,
      sql`select details from audit where entity = 'college_document' and details->>'academicYear' = '2029-30' order by at, id`,
    );
    expect(audit.map((a) => [a.details.what ?? 'uploaded', a.details.version, a.details.published ?? null])).toEqual([
      ['uploaded', 1, true],
      ['uploaded', 2, false],
      ['published', 2, null],
      ['uploaded', 3, false],
      ['declined', 3, null],
    ]);
  });
});
