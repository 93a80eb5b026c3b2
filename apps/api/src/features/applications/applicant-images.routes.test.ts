import { readdirSync, writeFileSync } from 'node:fs';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import path from 'node:path';
import sharp from 'sharp';
import type { Agent, Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as images from '@college/contracts/endpoints/applicant-images';
import * as admission from '@college/contracts/endpoints/admission';
import * as office from '@college/contracts/endpoints/office';
import { IMAGE_REFUSALS, type ImageKind } from '@college/contracts/entities/applicant-images';
import { call } from '../../test/call';
import { openApplication, signInStaff, submitApplication } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { hostileImages, phonePicture, plainPicture } from './hostile-images';
import { eraseApplication } from './application-erasure';
import { inTransaction } from '../../db/transaction';
import { rowsOf } from '../../db/rows';
import { sql } from 'drizzle-orm';
import { applicantImagesService } from './applicant-images.service';
import { imagesStorage } from '../storage/papers-storage';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedFiles = () => {
  try {
    return readdirSync(path.join(t.config.dataDir, 'files', 'applicant-images'));
  } catch {
    return [];
  }
};

function upload(agent: Agent, id: string, kind: ImageKind, bytes: Buffer, name = 'picture.jpg', type = 'image/jpeg') {
  return call(agent, images.uploadApplicantImage, { params: { applicationId: id, kind } }).attach('file', bytes, {
    filename: name,
    contentType: type,
  });
}

/** An answer's body as bytes, whatever its type. */
const asBytes = (test: Test) =>
  test.buffer(true).parse((r, done) => {
    const parts: Buffer[] = [];
    r.on('data', (c: Buffer) => parts.push(c));
    r.on('end', () => done(null, Buffer.concat(parts)));
  });

const fetchPicture = (agent: Agent, id: string, kind: ImageKind) =>
  asBytes(call(agent, images.getApplicantImage, { params: { applicationId: id, kind } }));

describe('the photo and the signature', () => {
  it("when a 12 MP phone picture is sent, then it is stored upright, within the photo's box, without EXIF or GPS, and served never cached", async () => {
    const agent = await signIn(t, '9847600001');
    const id = await openApplication(agent, '9847600001');
    const picture = await phonePicture();
    expect((await sharp(picture).metadata()).exif).toBeDefined();
    const res = await upload(agent, id, 'photo', picture).expect(200);
    expect(res.body.message).toBe('Photo saved');
    // Orientation 6: the 4000 x 3000 picture is 3000 x 4000 upright, shrunk into 420 x 540.
    expect(res.body.data).toMatchObject({ width: 405, height: 540 });
    expect(res.body.data.bytes).toBeLessThan(200 * 1024);

    const served = await fetchPicture(agent, id, 'photo');
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('no-store');
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 405, height: 540 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    const app = (await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data;
    expect(app.images.photo).toMatchObject({ width: 405, height: 540 });
    expect(app.images.signature).toBeNull();
  });

  it('when a transparent PNG signature is sent, then it is kept on white as a JPEG; a second one replaces it and the first file goes', async () => {
    const agent = await signIn(t, '9847600002');
    const id = await openApplication(agent, '9847600002');
    const transparent = await sharp({ create: { width: 900, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    await upload(agent, id, 'signature', transparent, 'sign.png', 'image/png').expect(200);
    const first = await fetchPicture(agent, id, 'signature');
    const { data } = await sharp(first.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(245);
    const before = storedFiles().length;
    await upload(agent, id, 'signature', await plainPicture(600, 200, 'webp'), 'sign.webp', 'image/webp').expect(200);
    expect(storedFiles()).toHaveLength(before);
  });

  describe('hostile pictures are refused with a clear message, and nothing is stored', () => {
    const cases: [string, () => Buffer | Promise<Buffer>, number, string][] = [
      ['a decompression bomb (900 MP in a few hundred bytes)', hostileImages.bomb, 422, IMAGE_REFUSALS.tooManyPixels],
      ['a JPEG with a PDF after it', hostileImages.polyglotPdf, 422, IMAGE_REFUSALS.hiddenData],
      ['a JPEG with a web page after it', hostileImages.polyglotHtml, 422, IMAGE_REFUSALS.hiddenData],
      ['a JPEG closed by a ZIP directory', hostileImages.polyglotZip, 422, IMAGE_REFUSALS.hiddenData],
      ['a PDF renamed photo.jpg', hostileImages.renamedPdf, 415, IMAGE_REFUSALS.notImage],
      ['a PNG with a 200 KB EXIF block', hostileImages.hugeExif, 422, IMAGE_REFUSALS.hiddenData],
      ['a JPEG cut short', hostileImages.truncated, 422, IMAGE_REFUSALS.unreadable],
      ['a picture too small to see', () => plainPicture(40, 40), 422, IMAGE_REFUSALS.tooSmall],
    ];
    let agent: Agent;
    let id: string;
    beforeAll(async () => {
      agent = await signIn(t, '9847600003');
      id = await openApplication(agent, '9847600003');
    });
    it.each(cases)('%s', async (_name, make, status, message) => {
      const before = storedFiles().length;
      const res = await upload(agent, id, 'photo', await make()).expect(status);
      expect(res.body.message).toBe(message);
      expect(storedFiles()).toHaveLength(before);
      expect(readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
      const app = (await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data;
      expect(app.images.photo).toBeNull();
    });
  });

  it("when another mobile asks for or sends an applicant's picture, then it is not found; an unknown kind is refused", async () => {
    const owner = await signIn(t, '9847600004');
    const id = await openApplication(owner, '9847600004');
    await upload(owner, id, 'photo', await plainPicture(600, 800)).expect(200);
    const other = await signIn(t, '9847600005');
    expect((await fetchPicture(other, id, 'photo')).status).toBe(404);
    await upload(other, id, 'photo', await plainPicture(600, 800)).expect(404);
    await owner.get(`/api/v1/admission/application/${id}/images/passport`).expect(400);
    // No session at all.
    const { default: request } = await import('supertest');
    await request(t.app).get(`/api/v1/admission/application/${id}/images/photo`).expect(401);
  });

  it('when the application is submitted, then a missing picture may still be added but a stored one not changed', async () => {
    const agent = await signIn(t, '9847600006');
    const id = await submitApplication(agent, '9847600006');
    await upload(agent, id, 'photo', await plainPicture(600, 800)).expect(200);
    const again = await upload(agent, id, 'photo', await plainPicture(600, 800, 'png'), 'p.png', 'image/png').expect(409);
    expect(again.body.message).toBe('The application is submitted: its photo can no longer be changed');
  });

  it('when staff open a picture, then the roles that see contact details get it never cached and the read is recorded; a viewer is refused', async () => {
    const agent = await signIn(t, '9847600007');
    const id = await submitApplication(agent, '9847600007');
    await upload(agent, id, 'photo', await plainPicture(600, 800)).expect(200);
    const clerk = await signInStaff(t, 'admissions');
    const res = await call(clerk.agent, images.getOfficeApplicantImage, { params: { id, kind: 'photo' } }).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = await rowsOf(
      t.database.db,
      sql`select action, entity, details from audit where entity_id = ${id} and entity = 'applicant_image'`,
    );
    expect(rows).toEqual([{ action: 'read', entity: 'applicant_image', details: { kind: 'photo' } }]);
    const viewer = await signInStaff(t, 'viewer');
    await call(viewer.agent, images.getOfficeApplicantImage, { params: { id, kind: 'photo' } }).expect(403);
    const seen = (await call(clerk.agent, office.getOfficeApplication, { params: { id } }).expect(200)).body.data;
    expect(seen.application.images.photo).not.toBeNull();
  });

  it('when the acknowledgement is made, then it carries the photo and the signature on its one page', async () => {
    const agent = await signIn(t, '9847600009');
    const id = await submitApplication(agent, '9847600009');
    await upload(agent, id, 'photo', await phonePicture(1200, 900)).expect(200);
    await upload(agent, id, 'signature', await plainPicture(600, 200)).expect(200);
    const res = await asBytes(call(agent, admission.getAcknowledgement, { params: { applicationId: id } })).expect(200);
    const pdf = await PDFDocument.load(res.body as Buffer);
    expect(pdf.getPageCount()).toBe(1);
    const pictures = pdf.context
      .enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
    expect(pictures).toHaveLength(2);
    if (process.env.KEEP_ACKNOWLEDGEMENT) writeFileSync(process.env.KEEP_ACKNOWLEDGEMENT, res.body as Buffer);
  });

  it('when the application is erased, then its pictures leave the store', async () => {
    const agent = await signIn(t, '9847600008');
    const id = await openApplication(agent, '9847600008');
    await upload(agent, id, 'photo', await plainPicture(600, 800)).expect(200);
    await upload(agent, id, 'signature', await plainPicture(600, 200)).expect(200);
    const before = storedFiles().length;
    await inTransaction(t.database.db, (tx) => eraseApplication(tx, id));
    const service = applicantImagesService({
      db: t.database.db,
      storage: imagesStorage(t.config),
      clock: t.clock,
      logger: console as never,
    });
    expect(await service.removeReleased()).toBe(2);
    expect(storedFiles()).toHaveLength(before - 2);
  });
});
