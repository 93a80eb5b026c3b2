import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { papersStorage } from '../storage/papers-storage';
import { createLogger } from '../../lib/logger';
import { signInStaff } from '../../test/journey';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoArchive } from './demo-archive';
import { samplePdf } from './pdf';
import { call } from '../../test/call';
import * as staffEndpoints from '@college/contracts/endpoints/staff';
import * as questionPapers from '@college/contracts/endpoints/question-papers';

const SEARCH = '/api/v1/qp/get-question-papers?department=Civil%20Engineering&page=1&limit=10';
const FILTERS = '/api/v1/qp/get-filters';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signInStaff>>['agent'];
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoArchive(t.database.db, papersStorage(t.config));
  staff = (await signInStaff(t)).agent;
});
afterAll(() => t.close());

function uploadPaper(subjectCode: string, department = 'Civil Engineering') {
  return call(staff, staffEndpoints.uploadPaper)
    .field('department', department)
    .field('subjectCode', subjectCode)
    .field('subject', 'Surveying')
    .field('type', 'previous-paper')
    .field('year', '2025')
    .field('month', 'April')
    .field('semester', '3')
    .field('revisionYear', '2021')
    .attach('file', samplePdf([subjectCode]), { filename: 'paper.pdf', contentType: 'application/pdf' })
    .expect(201);
}

describe('archive answers and caches', () => {
  it('when a search is answered, then it carries an ETag and may be kept briefly by a shared cache only', async () => {
    const res = await request(t.app).get(SEARCH).expect(200);
    expect(res.headers.etag).toMatch(/^W\/"a\d+-[\w-]{22}"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
  });

  it('when the same search comes with its ETag, then 304 with no body; a different search has its own ETag', async () => {
    const first = await request(t.app).get(SEARCH).expect(200);
    const again = await request(t.app)
      .get(SEARCH)
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    const other = await request(t.app).get(`${SEARCH}&semester=3`).expect(200);
    expect(other.headers.etag).not.toBe(first.headers.etag);
    await request(t.app)
      .get(`${SEARCH}&semester=3`)
      .set('If-None-Match', first.headers.etag as string)
      .expect(200);
  });

  it('when staff add a paper, then the old ETags no longer match and the new paper is in the answer', async () => {
    const before = await request(t.app).get(SEARCH).expect(200);
    const filtersBefore = await request(t.app).get(FILTERS).expect(200);
    await uploadPaper('CE399');
    const after = await request(t.app)
      .get(SEARCH)
      .set('If-None-Match', before.headers.etag as string)
      .expect(200);
    expect(after.body.total).toBe((before.body.total as number) + 1);
    const filtersAfter = await request(t.app)
      .get(FILTERS)
      .set('If-None-Match', filtersBefore.headers.etag as string)
      .expect(200);
    expect(filtersAfter.body.data.years[0]).toBe(2025);
  });

  it('when a question is refused, then the error is never cacheable', async () => {
    const res = await call(request(t.app), questionPapers.getQuestionPapers, { query: 'year=abc' }).expect(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('when staff change the archive through another process on the same database, then this one answers afresh at once', async () => {
    // A second app on the same database: its own in-memory caches, as a second process has.
    const other = createApp({ config: t.config, database: t.database, logger: createLogger('silent'), clock: t.clock });
    const warm = await request(other).get(FILTERS).expect(200);
    const totalBefore = (await request(other).get(SEARCH).expect(200)).body.total as number;
    const paper = await uploadPaper('CE398', 'Civil Engineering');
    await call(staff, staffEndpoints.deletePaper, { params: { id: paper.body.data.id as string } }).expect(200);
    await uploadPaper('AR301', 'Architecture');
    const filters = await request(other)
      .get(FILTERS)
      .set('If-None-Match', warm.headers.etag as string)
      .expect(200);
    expect(filters.headers.etag).not.toBe(warm.headers.etag);
    expect(filters.body.data.departments).toContain('Architecture');
    expect((await request(other).get(SEARCH).expect(200)).body.total).toBe(totalBefore);
  });
});

describe('a paper removed between the look and the read', () => {
  it('when its file is gone by the time it is read, then the answer is a plain 404 that no cache keeps and no browser saves as the PDF', async () => {
    const paper = await uploadPaper('CE397');
    const stored = papersStorage(t.config);
    // The store still describes the file, but it is gone when read, as when staff delete it meanwhile.
    const app = createApp({
      config: t.config,
      database: t.database,
      logger: createLogger('silent'),
      clock: t.clock,
      storage: { ...stored, read: () => Promise.resolve(null) },
    });
    const res = await call(request(app), questionPapers.downloadPaper, {
      params: { id: paper.body.data.id as string },
      query: 'download=1',
    }).expect(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
