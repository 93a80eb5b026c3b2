import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDetails } from '../test/fixtures';
import { declaration, diplomaEducation, diplomaSelection } from '../test/fixtures';
import { openApplication, payFee, reachFeeStage } from '../test/journey';
import { createTestApp, signIn, type TestApp } from '../test/test-app';
import { call } from '../test/call';
import * as admission from '@college/contracts/endpoints/admission';
import * as auth from '@college/contracts/endpoints/auth';
import * as questionPapers from '@college/contracts/endpoints/question-papers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'trace' } });
});
afterAll(async () => {
  await t.close();
});

describe('logs', () => {
  it('when a whole application is made, then no OTP, cookie, token, signature or personal detail is logged', async () => {
    const mobile = '9876543210';
    const agent = await signIn(t, mobile);
    const otp = t.sms.last(mobile)!.otp;
    const id = await openApplication(agent, mobile);
    await reachFeeStage(agent, id);
    await payFee(agent, id);
    await call(agent, admission.saveProgramSelection, { params: { applicationId: id }, body: diplomaSelection() }).expect(200);
    await call(agent, admission.saveEducationDetails, { params: { applicationId: id }, body: diplomaEducation() }).expect(200);
    await call(agent, admission.submitDeclaration, { params: { applicationId: id }, body: declaration() }).expect(200);
    await call(agent, auth.refreshSession, { body: {} }).expect(200);

    const logs = t.logs.join('\n');
    expect(logs).toContain('/api/v1/admission/declaration');
    for (const secret of [
      otp,
      mobile,
      'Anu Krishnan',
      'anu.k@example.in',
      '9847012345',
      'college_access',
      'college_refresh',
      'REG2024001',
    ]) {
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toMatch(/[0-9a-f]{64}/);
    expect(logs).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}/);
  });

  it('when text carries a NUL or a lone surrogate, then 400 names the field and nothing personal is logged', async () => {
    const agent = await signIn(t, '9876543211');
    const id = await openApplication(agent, '9876543211');
    const res = await call(agent, admission.savePersonalDetails, {
      body: { applicationId: id, personalDetails: { ...personalDetails('Meera\u0000 Nair'), email: 'meera.n\uD800@example.in' } },
    }).expect(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(expect.arrayContaining(['personalDetails.fullName', 'personalDetails.email']));
    const saved = await call(agent, admission.getApplication, { params: { applicationId: id } }).expect(200);
    expect(saved.body.data.personalDetails ?? null).toBeNull();
    await call(request(t.app), questionPapers.getQuestionPapers).query({ q: 'x\u0000y', department: 'Civil\u0000' }).expect(400);
    expect(t.logs.join('\n')).not.toMatch(/Meera|meera\.n/);
  });

  it('when a query fails in the database, then the log has its error code and request id but never its parameters', async () => {
    const broken = await createTestApp({ env: { LOG_LEVEL: 'trace' } });
    try {
      await broken.database.db.execute('drop table question_papers cascade');
      const res = await call(request(broken.app), questionPapers.getQuestionPapers)
        .query({ q: 'Secret Subject Name', department: 'Hidden Department' })
        .expect(500);
      const logs = broken.logs.join('\n');
      expect(logs).not.toMatch(/Secret Subject Name|secret subject name|Hidden Department/i);
      expect(logs).not.toMatch(/params:|select /i);
      const failed = broken.logs
        .map((l) => JSON.parse(l) as { msg?: string; err?: { driverCode?: string }; req?: { id?: string } })
        .find((l) => l.msg === 'request failed');
      expect(failed?.err?.driverCode).toBe('42P01');
      expect(failed?.req?.id).toBe(res.body.requestId);
    } finally {
      await broken.close();
    }
  });
});
