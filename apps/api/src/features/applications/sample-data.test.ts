import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as images from '@college/contracts/endpoints/applicant-images';
import * as office from '@college/contracts/endpoints/office';
import { applicationSchema } from '@college/contracts/entities/application';
import { indexMark } from '@college/contracts/rules/index-mark';
import { call } from '../../test/call';
import { signInStaff } from '../../test/journey';
import { createTestApp, type TestApp } from '../../test/test-app';
import { imagesStorage } from '../storage/papers-storage';
import { addSampleApplications } from './sample-applications';
import { addSamplePictures } from './sample-pictures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo applicants', () => {
  it('when seeded, then each submitted one has SSLC grades with an index mark, a photo and a signature the office can open', async () => {
    const range = await addSampleApplications(t.database.db, 20, t.clock.now());
    const pictured = await addSamplePictures(t.database.db, imagesStorage(t.config), { from: range.first, to: range.last });
    expect(pictured).toBe(14);
    const clerk = await signInStaff(t, 'admissions');
    const seen = (await call(clerk.agent, office.getOfficeApplication, { params: { id: range.first } }).expect(200)).body.data;
    const application = applicationSchema.parse(seen.application);
    expect(application.status).toBe('submitted');
    expect(application.images.photo).toMatchObject({ width: 420, height: 540 });
    expect(application.images.signature).toMatchObject({ width: 600, height: 200 });
    const sslc = application.educationDetails?.educationData[0];
    expect(sslc?.grades).toBeDefined();
    expect(indexMark(sslc?.grades ?? {})?.version).toBe('2026-1');
    await call(clerk.agent, images.getOfficeApplicantImage, { params: { id: range.first, kind: 'signature' } }).expect(200);
  });
});
