import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaration, diplomaEducation, diplomaSelection } from '../test/fixtures';
import { openApplication, payFee, reachFeeStage } from '../test/journey';
import { createTestApp, signIn, type TestApp } from '../test/test-app';

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
    await agent.post(`/api/v1/admission/add-program-selection/${id}`).send(diplomaSelection()).expect(200);
    await agent.post(`/api/v1/admission/education-details/${id}`).send(diplomaEducation()).expect(200);
    await agent.post(`/api/v1/admission/declaration/${id}`).send(declaration()).expect(200);
    await agent.post('/api/v1/auth/refresh').send({}).expect(200);

    const logs = t.logs.join('\n');
    expect(logs).toContain('/api/v1/admission/declaration');
    for (const secret of [otp, mobile, 'Anu Krishnan', 'anu.k@example.in', '9847012345', 'college_access', 'college_refresh', 'REG2024001']) {
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toMatch(/[0-9a-f]{64}/);
    expect(logs).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}/);
  });
});
