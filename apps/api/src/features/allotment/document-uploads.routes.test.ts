import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type request from 'supertest';
import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as allotment from '@college/contracts/endpoints/allotment';
import * as joining from '@college/contracts/endpoints/joining';
import * as merit from '@college/contracts/endpoints/merit';
import * as office from '@college/contracts/endpoints/office';
import { DOCUMENT_REFUSALS } from '@college/contracts/entities/admission-documents';
import type { ApplicantResult } from '@college/contracts/entities/allotment-choice';
import type { DocumentCode } from '@college/contracts/rules/admission-documents';
import { rowsOf } from '../../db/rows';
import { inTransaction } from '../../db/transaction';
import { eraseApplication } from '../applications/applications.api';
import { scarceMatrix, submitDiploma, type Claim } from '../../test/allotment-journey';
import { call } from '../../test/call';
import { signInStaff } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { hostileImages, phonePicture } from '../applications/hostile-images';
import { hostilePdfs } from '../question-papers/hostile-pdfs';
import { samplePdf } from '../question-papers/pdf';

// The documents an applicant holding a seat sends from the phone: a PDF through the PDF checks, a
// photo of a certificate through the picture checks (re-encoded, EXIF and GPS gone), each read back
// never cached, by the applicant and by the desk (the desk's read recorded), and let go of with
// the application.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInStaff>>;
let clerk: Awaited<ReturnType<typeof signInStaff>>;
const ids: Record<string, string> = {};
const agents: Record<string, request.Agent> = {};
const mobiles: Record<string, string> = { a: '9847620001', b: '9847620002', c: '9847620003' };
const CE = 'Computer Engineering';
const CIVIL = 'Civil Engineering';
const intake = { intake: 'diploma-regular' } as const;

async function submit(key: string, sslc: string, branches: string[], claim: Claim = {}) {
  const { id, agent } = await submitDiploma(t, key, mobiles[key] ?? '', sslc, branches, claim, 'en');
  ids[key] = id;
  agents[key] = agent;
}

async function publishRound(kind: 'trial' | 'round', deadline: string) {
  const round = (await call(admin.agent, allotment.runRound, { params: intake, body: { kind, deadline } }).expect(201)).body.data;
  await call(admin.agent, allotment.publishRound, { params: { id: round.round.id } }).expect(200);
}

const result = async (key: string): Promise<NonNullable<ApplicantResult>> =>
  (await call(agents[key] ?? clerk.agent, allotment.getApplicantResult, { params: { applicationId: ids[key] ?? '' } }).expect(200)).body
    .data;

function send(key: string, code: DocumentCode, bytes: Buffer, name: string, type: string, as = key) {
  return call(agents[as] ?? clerk.agent, joining.uploadAdmissionDocument, { params: { applicationId: ids[key] ?? '', code } }).attach(
    'file',
    bytes,
    { filename: name, contentType: type },
  );
}

/** An answer's body as bytes, whatever its type. */
const asBytes = (test: Test) =>
  test.buffer(true).parse((r, done) => {
    const parts: Buffer[] = [];
    r.on('data', (c: Buffer) => parts.push(c));
    r.on('end', () => done(null, Buffer.concat(parts)));
  });

const storedFiles = () => {
  try {
    return readdirSync(path.join(t.config.dataDir, 'files', 'applicant-images'));
  } catch {
    return [];
  }
};
const uploadsOf = (key: string) =>
  rowsOf<{ code: string; storage_key: string; format: string }>(
    t.database.db,
    sql`select code, storage_key, format from document_uploads where application_id = ${ids[key] ?? ''} order by code`,
  );

beforeAll(async () => {
  t = await createTestApp();
  await submit('a', '98', [CE, CIVIL]);
  await submit('b', '96', [CIVIL], { category: 'EZ' });
  await submit('c', '94', [CE]);
  admin = await signInStaff(t, 'admin');
  clerk = await signInStaff(t, 'admissions');
  for (const key of ['a', 'b', 'c']) {
    const id = ids[key] ?? '';
    const { version } = (await call(clerk.agent, office.getOfficeApplication, { params: { id } }).expect(200)).body.data;
    await call(clerk.agent, office.decide, { params: { id }, body: { status: 'verified', version, remark: '' } }).expect(200);
  }
  const list = (await call(admin.agent, merit.computeMeritList, { params: intake }).expect(201)).body.data;
  await call(admin.agent, merit.publishMeritList, { params: { id: list.id } }).expect(200);
  const view = (await call(admin.agent, allotment.getAllotment, { params: intake }).expect(200)).body.data;
  await call(admin.agent, allotment.saveSeatMatrix, { params: intake, body: scarceMatrix(view.proposed) }).expect(200);
  await call(admin.agent, allotment.publishSeatMatrix, { params: intake }).expect(200);
  await publishRound('trial', '2026-06-20');
  t.clock.set(new Date('2026-06-21T05:30:00Z'));
  for (const key of ['a', 'b', 'c']) agents[key] = await signIn(t, mobiles[key] ?? '', 'en');
  admin = await signInStaff(t, 'admin');
  clerk = await signInStaff(t, 'admissions');
  await publishRound('round', '2026-06-25');
});
afterAll(async () => {
  await t.close();
});

describe('documents sent from the phone', () => {
  it('when a seat is allotted, then the checklist of the claim shows, each document to send or bring', async () => {
    const b = await result('b');
    expect(b.seat).not.toBeNull();
    expect(b.documents?.items.map((i) => i.code)).toEqual(['sslc', 'transfer', 'conduct', 'nativity', 'community', 'non-creamy']);
    expect(b.documents).toMatchObject({ uploadable: true, complete: false, claimed: 'EZ', proven: 'EZ' });
    expect(b.documents?.items.every((i) => i.upload === null && i.status === null)).toBe(true);
  });

  it('when a PDF is sent, then it is kept as sent, read back never cached by the applicant, and by the desk with the read recorded', async () => {
    const pdf = samplePdf(['SSLC certificate', 'Register number 1234567']);
    const sent = await send('a', 'sslc', pdf, 'sslc.pdf', 'application/pdf').expect(200);
    expect(sent.body.message).toBe('Document sent');
    expect(sent.body.data.items.find((i: { code: string }) => i.code === 'sslc').upload).toMatchObject({
      format: 'pdf',
      bytes: pdf.length,
    });

    const own = await asBytes(
      call(agents.a ?? clerk.agent, joining.getAdmissionDocumentFile, { params: { applicationId: ids.a ?? '', code: 'sslc' } }),
    ).expect(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers['content-security-policy']).toBe('sandbox');
    expect(Buffer.compare(own.body as Buffer, pdf)).toBe(0);

    const desk = await asBytes(call(clerk.agent, joining.getOfficeDocumentFile, { params: { id: ids.a ?? '', code: 'sslc' } })).expect(200);
    expect(Buffer.compare(desk.body as Buffer, pdf)).toBe(0);
    const reads = await rowsOf<{ action: string; details: { code: string } }>(
      t.database.db,
      sql`select action, details from audit where entity = 'document_upload' and entity_id = ${ids.a ?? ''}`,
    );
    expect(reads).toEqual([{ action: 'read', details: { code: 'sslc' } }]);
    // The desk's list shows what was sent beside the mark still to make.
    const list = (await call(clerk.agent, joining.getDocuments, { params: { id: ids.a ?? '' } }).expect(200)).body.data;
    expect(list.items.find((i: { code: string }) => i.code === 'sslc')).toMatchObject({ status: null, upload: { format: 'pdf' } });
  });

  it('when a phone photo of a certificate is sent, then it is kept upright as a fresh JPEG without EXIF or GPS, within its box', async () => {
    const photo = await phonePicture(2400, 1800);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    await send('b', 'community', photo, 'IMG_0001.jpg', 'image/jpeg').expect(200);
    const back = await asBytes(
      call(agents.b ?? clerk.agent, joining.getAdmissionDocumentFile, { params: { applicationId: ids.b ?? '', code: 'community' } }),
    ).expect(200);
    expect(back.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(back.body as Buffer).metadata();
    expect(meta.exif).toBeUndefined();
    // Taken on its side (orientation 6): stored upright, so taller than wide.
    expect([meta.width, meta.height]).toEqual([1350, 1800]);
  });

  it('when a file is hostile or not a document, then it is refused with what to do, and nothing is stored', async () => {
    const before = (await uploadsOf('b')).length;
    const files = storedFiles().length;
    const script = await send('b', 'sslc', await hostilePdfs.openActionScript(), 'sslc.pdf', 'application/pdf').expect(422);
    expect(script.body.message).toMatch(/JavaScript/);
    const text = await send('b', 'sslc', Buffer.from('just some words'), 'sslc.pdf', 'application/pdf').expect(415);
    expect(text.body.message).toBe(DOCUMENT_REFUSALS.notDocument);
    const bomb = await send('b', 'sslc', hostileImages.bomb(), 'sslc.png', 'image/png').expect(422);
    expect(bomb.body.message).toMatch(/too large/);
    await send('b', 'sslc', hostilePdfs.pdfThenHtml(), 'sslc.pdf', 'application/pdf').expect(422);
    expect((await uploadsOf('b')).length).toBe(before);
    expect(storedFiles().length).toBe(files);
  });

  it("when someone else's mobile asks, then the document is not found, to read or to send", async () => {
    await asBytes(
      call(agents.c ?? clerk.agent, joining.getAdmissionDocumentFile, { params: { applicationId: ids.a ?? '', code: 'sslc' } }),
    ).expect(404);
    await send('a', 'transfer', samplePdf(['Transfer']), 'tc.pdf', 'application/pdf', 'c').expect(404);
    const viewer = await signInStaff(t, 'viewer');
    await call(viewer.agent, joining.getOfficeDocumentFile, { params: { id: ids.a ?? '', code: 'sslc' } }).expect(403);
  });

  it('when a document is sent again, then the new file replaces the old, whose file is removed; a verified document takes no new file', async () => {
    const [first] = await uploadsOf('a');
    await send('a', 'sslc', samplePdf(['SSLC certificate, clearer scan']), 'sslc.pdf', 'application/pdf').expect(200);
    const [second] = await uploadsOf('a');
    expect(second?.storage_key).not.toBe(first?.storage_key);
    expect(storedFiles()).not.toContain(first?.storage_key);
    expect(storedFiles()).toContain(second?.storage_key);

    await call(clerk.agent, joining.markDocument, {
      params: { id: ids.a ?? '', code: 'sslc' },
      body: { status: 'verified', reason: '' },
    }).expect(200);
    const late = await send('a', 'sslc', samplePdf(['Another']), 'sslc.pdf', 'application/pdf').expect(409);
    expect(late.body.message).toBe(DOCUMENT_REFUSALS.verified);
  });

  it('when a seat is declined, then no document is asked for or taken', async () => {
    const a = await result('a');
    await call(agents.a ?? clerk.agent, allotment.makeChoice, {
      params: { applicationId: ids.a ?? '' },
      body: { roundId: a.roundId, choice: 'decline', confirm: true },
    }).expect(200);
    expect((await result('a')).documents).toBeNull();
    const refused = await send('a', 'transfer', samplePdf(['Transfer']), 'tc.pdf', 'application/pdf').expect(409);
    expect(refused.body.message).toBe('Documents are sent once you hold a seat');
  });

  it('when the application is erased, then its documents go with it, files and all', async () => {
    const keys = (await uploadsOf('b')).map((u) => u.storage_key);
    expect(keys.length).toBeGreaterThan(0);
    await inTransaction(t.database.db, (tx) => eraseApplication(tx, ids.b ?? ''));
    expect(await uploadsOf('b')).toEqual([]);
    const queued = await rowsOf<{ storage_key: string }>(t.database.db, sql`select storage_key from image_removals`);
    expect(queued.map((q) => q.storage_key)).toEqual(expect.arrayContaining(keys));
  });
});
