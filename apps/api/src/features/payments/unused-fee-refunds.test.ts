import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unusedFeeRefundDeps } from './payments.module';
import { jobCore, sharedServices } from '../site';
import { createLogger } from '../../lib/logger';
import { reachDeclaration, reachProgramStage, signInStaff } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import { declaration } from '../../test/fixtures';
import * as admission from '@college/contracts/endpoints/admission';
import * as admissionSettings from '@college/contracts/endpoints/admission-settings';
import { UNUSED_FEE_REASON } from '@college/contracts/entities/payment';
import { refundUnusedFees } from './unused-fee-refunds';

// The test clock starts on 15/06/2026 (India).
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin');
});
afterAll(() => t.close());

const windows = (closesOn: string | null, opensOn: string | null = null) => ({
  feeRupees: 500,
  intakes: (['diploma-regular', 'diploma-part-time', 'diploma-let', 'mba'] as const).map((key) => ({ key, opensOn, closesOn })),
});
const run = () =>
  refundUnusedFees(
    unusedFeeRefundDeps(
      jobCore(t.config, t.database, createLogger('silent'), t.clock),
      sharedServices(jobCore(t.config, t.database, createLogger('silent'), t.clock)),
    ),
  );
const feeOf = async (agent: ReturnType<typeof request.agent>, id: string) =>
  (await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200)).body.data;

describe('a fee left unused when the season closes', () => {
  it('when every intake has closed, then a paid application never submitted gets its fee back without asking, once; a submitted one keeps it', async () => {
    const waiting = await signIn(t, '9847300001');
    const unused = await reachProgramStage(waiting, '9847300001');
    const done = await signIn(t, '9847300002');
    const submitted = await reachDeclaration(done, '9847300002', 'Meera Nair', '2006-01-10');
    await call(done, admission.submitDeclaration, { params: { applicationId: submitted }, body: declaration('Meera Nair') }).expect(200);

    // While an intake is open (or still to open) nothing is returned: the applicant can still use the fee.
    expect(await run()).toBe(0);
    await call(admin.agent, admissionSettings.updateAdmissionSettings, { body: windows(null, '2026-07-01') }).expect(200);
    expect(await run()).toBe(0);

    await call(admin.agent, admissionSettings.updateAdmissionSettings, { body: windows('2026-06-14') }).expect(200);
    expect(await run()).toBe(1);
    const after = await feeOf(waiting, unused);
    expect(after.paymentDetails.application_fee.refunds).toEqual([
      expect.objectContaining({ status: 'processed', amount: 500, reason: UNUSED_FEE_REASON }),
    ]);
    expect(after.paymentDetails.application_fee.status).toBe('refunded');
    // The next run finds nothing more to return, and the submitted application's fee stays paid.
    expect(await run()).toBe(0);
    expect((await feeOf(done, submitted)).paymentDetails.application_fee.status).toBe('success');
  });

  it('when there are more unused fees than one page, then every page is gone through in one run', async () => {
    await call(admin.agent, admissionSettings.updateAdmissionSettings, { body: windows(null) }).expect(200);
    const ids: string[] = [];
    for (const mobile of ['9847300011', '9847300012', '9847300013']) ids.push(await reachProgramStage(await signIn(t, mobile), mobile));
    await call(admin.agent, admissionSettings.updateAdmissionSettings, { body: windows('2026-06-14') }).expect(200);
    const pageOfOne = {
      ...unusedFeeRefundDeps(
        jobCore(t.config, t.database, createLogger('silent'), t.clock),
        sharedServices(jobCore(t.config, t.database, createLogger('silent'), t.clock)),
      ),
      batch: 1,
    };
    expect(await refundUnusedFees(pageOfOne)).toBe(3);
    expect(await refundUnusedFees(pageOfOne)).toBe(0);
  });
});
