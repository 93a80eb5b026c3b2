import { readdirSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, createTestApp, type TestApp } from '../../test/test-app';
import { papersStorage } from '../storage/papers-storage';
import { signInStaff } from '../../test/journey';
import { paperFields } from '../../test/fixtures';
import { seedDemoArchive } from './demo-archive';
import { samplePdf } from './pdf';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { call } from '../../test/call';
import * as questionPapers from '@college/contracts/endpoints/question-papers';
import * as staffEndpoints from '@college/contracts/endpoints/staff';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signInStaff>>;
const PDF = samplePdf(['Test paper']);

function upload(
  agent: ReturnType<typeof request.agent>,
  fields: Record<string, string>,
  file: Buffer | null,
  name = 'paper.pdf',
  query = '',
) {
  const req = agent.post(`/api/v1/staff/question-papers${query}`);
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  if (file) req.attach('file', file, { filename: name, contentType: 'application/pdf' });
  return req;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoArchive(t.database.db, papersStorage(t.config));
  staff = await signInStaff(t);
});
afterAll(async () => {
  await t.close();
});

describe('public archive', () => {
  it('when filters are asked for, then they come from the papers, newest years first and months in calendar order', async () => {
    const res = await call(request(t.app), questionPapers.getFilters).expect(200);
    expect(res.body.data.departments[0]).toBe('Civil Engineering');
    expect(res.body.data.departments).toHaveLength(6);
    expect(res.body.data.years).toEqual([2024, 2023, 2022, 2021, 2020, 2019]);
    expect(res.body.data.months).toEqual(['April', 'November']);
    expect(res.body.data.semesters).toEqual([3, 4, 5, 6]);
    expect(res.body.data.revisionYears).toEqual([2021, 2015]);
  });

  it('when filtering by department, year, month, semester, type and revision, then only matching papers come, 10 a page', async () => {
    const res = await call(request(t.app), questionPapers.getQuestionPapers)
      .query({ department: 'Civil Engineering', year: 2023, semester: 3, type: 'previous-paper', revisionYear: 2021 })
      .expect(200);
    expect(res.body.total).toBe(4);
    expect(res.body.totalPages).toBe(1);
    for (const p of res.body.data) {
      expect(p).toMatchObject({ department: 'Civil Engineering', year: 2023, semester: 3, type: 'previous-paper', revisionYear: 2021 });
      expect(p.questionPaper).toMatch(/^\/api\/v1\/qp\/papers\/[0-9a-f-]{36}\/file$/);
      expect(p.size).toMatch(/ (B|KB)$/);
    }
    const all = await call(request(t.app), questionPapers.getQuestionPapers).query({ department: 'Civil Engineering' }).expect(200);
    expect(all.body.data).toHaveLength(10);
    expect(all.body.totalPages).toBe(Math.ceil(all.body.total / 10));
  });

  it('when every page of a department is read, then each paper comes once, newest first, in one order', async () => {
    const query = { department: 'Mechanical Engineering', type: 'previous-paper' };
    const first = await call(request(t.app), questionPapers.getQuestionPapers).query(query).expect(200);
    expect(first.body.totalPages).toBeGreaterThan(2);
    const seen: { id: string; year: number; month: string; semester: number; subjectCode: string }[] = [...first.body.data];
    for (let page = 2; page <= first.body.totalPages; page++) {
      seen.push(
        ...(
          await call(request(t.app), questionPapers.getQuestionPapers)
            .query({ ...query, page })
            .expect(200)
        ).body.data,
      );
    }
    expect(seen).toHaveLength(first.body.total);
    expect(new Set(seen.map((p) => p.id)).size).toBe(first.body.total);
    const MONTHS = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    const key = (p: (typeof seen)[number]) => [-p.year, -MONTHS.indexOf(p.month), p.semester, p.subjectCode, p.id];
    const compare = (a: (typeof seen)[number], b: (typeof seen)[number]) => {
      const [x, y] = [key(a), key(b)];
      for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
      return 0;
    };
    expect(seen.map((p) => p.id)).toEqual([...seen].sort(compare).map((p) => p.id));
  });

  it('when searching text, then subject code or name match regardless of case or accents', async () => {
    const byName = await call(request(t.app), questionPapers.getQuestionPapers).query({ q: 'dátâ STRUCT' }).expect(200);
    expect(byName.body.total).toBeGreaterThan(0);
    expect(byName.body.data.every((p: { subject: string }) => p.subject === 'Data Structures')).toBe(true);
    const byCode = await call(request(t.app), questionPapers.getQuestionPapers).query({ q: 'ct30' }).expect(200);
    expect(byCode.body.data.every((p: { subjectCode: string }) => p.subjectCode.startsWith('CT30'))).toBe(true);
    const wildcard = await call(request(t.app), questionPapers.getQuestionPapers).query({ q: '%_' }).expect(200);
    expect(wildcard.body.total).toBe(0);
  });

  it('when the page is past the end, then an empty page with the true totals', async () => {
    const res = await call(request(t.app), questionPapers.getQuestionPapers).query({ department: 'Architecture', page: 999 }).expect(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.total).toBeGreaterThan(0);
    expect(res.body.page).toBe(999);
  });

  it('when query values are bad, then 400 with field errors', async () => {
    const res = await call(request(t.app), questionPapers.getQuestionPapers).query({ semester: 9, type: 'exam', page: 0 }).expect(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['page', 'semester', 'type']);
  });

  it('when a paper is downloaded, then it streams as PDF with safe headers, ETag and ranges, and is counted', async () => {
    const list = await call(request(t.app), questionPapers.getQuestionPapers)
      .query({ department: 'Computer Engineering', limit: 1 })
      .expect(200);
    const link = list.body.data[0].questionPaper as string;
    const res = await request(t.app)
      .get(link)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="[A-Z0-9]+-\d{4}-\d{2}-(previous-paper|answer-key)\.pdf"$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers.etag).toBeDefined();
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const attachment = await request(t.app).get(`${link}?download=1`).expect(200);
    expect(attachment.headers['content-disposition']).toMatch(/^attachment;/);
    const partial = await request(t.app).get(link).set('Range', 'bytes=0-4').expect(206);
    expect(partial.headers['content-range']).toMatch(/^bytes 0-4\//);
    await request(t.app)
      .get(link)
      .set('If-None-Match', res.headers.etag as string)
      .expect(304);
    const staffList = await call(staff.agent, staffEndpoints.listStaffPapers)
      .query({
        q: list.body.data[0].subjectCode,
        year: list.body.data[0].year,
        month: list.body.data[0].month,
        type: list.body.data[0].type,
        department: 'Computer Engineering',
      })
      .expect(200);
    expect(staffList.body.data[0].downloads).toBeGreaterThanOrEqual(3);
    await call(request(t.app), questionPapers.downloadPaper, { params: { id: '00000000-0000-4000-8000-000000000000' } }).expect(404);
  });
});

describe('staff management', () => {
  it('when a good PDF is uploaded, then it appears in the public archive', async () => {
    const res = await upload(staff.agent, paperFields(), PDF).expect(201);
    expect(res.body.data).toMatchObject({ subjectCode: 'QA101', month: 'April', originalName: 'paper.pdf' });
    const found = await call(request(t.app), questionPapers.getQuestionPapers).query({ q: 'QA101', year: 2024 }).expect(200);
    expect(found.body.data.map((p: { id: string }) => p.id)).toContain(res.body.data.id);
  });

  it('when the same paper is uploaded again, then 409 unless replacing', async () => {
    const again = await upload(staff.agent, paperFields(), PDF).expect(409);
    expect(again.body.message).toContain('already exists');
    const replaced = await upload(
      staff.agent,
      paperFields({ subject: 'DBMS' }),
      samplePdf(['Replacement']),
      'new.pdf',
      '?replace=true',
    ).expect(201);
    expect(replaced.body.data).toMatchObject({ subject: 'DBMS', originalName: 'new.pdf' });
  });

  it('when the file is HTML renamed .pdf, then 415 and nothing is kept', async () => {
    const before = readdirSync(path.join(t.config.dataDir, 'tmp')).length;
    const res = await upload(
      staff.agent,
      paperFields({ subjectCode: 'QA102' }),
      Buffer.from('<html><script>alert(1)</script></html>'),
      'evil.pdf',
    ).expect(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(readdirSync(path.join(t.config.dataDir, 'tmp')).length).toBe(before);
  });

  it('when the file is over 20 MB, then 413 and no file is left behind', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1024 * 1024 + 1 - 9)]);
    const res = await upload(staff.agent, paperFields({ subjectCode: 'QA103' }), big);
    expect(res.status).toBe(413);
    expect(readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('when the name climbs folders or metadata is missing, then the name is flattened and missing fields are named', async () => {
    const res = await upload(staff.agent, paperFields({ subjectCode: 'QA104' }), PDF, '../../etc/passwd.pdf').expect(201);
    expect(res.body.data.originalName).toBe('passwd.pdf');
    const missing = await upload(staff.agent, { department: 'Computer Engineering' }, PDF).expect(400);
    expect(Object.keys(missing.body.fieldErrors)).toEqual(
      expect.arrayContaining(['subjectCode', 'subject', 'type', 'year', 'month', 'semester', 'revisionYear']),
    );
    const noFile = await upload(staff.agent, paperFields({ subjectCode: 'QA105' }), null).expect(400);
    expect(noFile.body.message).toBe('Choose a PDF file to upload');
  });

  it('when metadata is edited, the file replaced and the paper deleted, then each change shows and is audited', async () => {
    const created = await upload(staff.agent, paperFields({ subjectCode: 'QA106' }), PDF).expect(201);
    const id = created.body.data.id as string;
    const edited = await call(staff.agent, staffEndpoints.updatePaper, {
      params: { id },
      unchecked: { ...paperFields({ subjectCode: 'QA106' }), semester: 5 },
    }).expect(200);
    expect(edited.body.data.semester).toBe(5);
    await call(staff.agent, staffEndpoints.replacePaperFile, { params: { id } })
      .attach('file', samplePdf(['v2']), { filename: 'v2.pdf', contentType: 'application/pdf' })
      .expect(200);
    await call(staff.agent, staffEndpoints.deletePaper, { params: { id } }).expect(200);
    await call(request(t.app), questionPapers.downloadPaper, { params: { id } }).expect(404);
    const audit = await rowsOf<{ action: string; staff_id: string; roles: string[]; request_id: string | null }>(
      t.database.db,
      sql`select action, staff_id, roles, request_id from audit where entity = 'question_paper' and entity_id = ${id} order by id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['upload', 'edit', 'replace-file', 'delete']);
    expect(audit.every((r) => r.staff_id === staff.id && r.roles.includes('editor') && r.request_id)).toBe(true);
  });

  it('when anonymous or an applicant calls staff routes, then 401 or 403', async () => {
    await call(request(t.app), staffEndpoints.listStaffPapers).expect(401);
    await upload(request.agent(t.app), paperFields({ subjectCode: 'QA107' }), PDF).expect(401);
    const applicant = await signIn(t, '9876543210');
    await call(applicant, staffEndpoints.listStaffPapers).expect(403);
    await call(applicant, staffEndpoints.deletePaper, { params: { id: '00000000-0000-4000-8000-000000000000' } }).expect(403);
  });
});
