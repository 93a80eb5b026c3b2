import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApplication } from '../../test/journey';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import * as admission from '@college/contracts/endpoints/admission';

let t: TestApp;
let agent: Awaited<ReturnType<typeof signIn>>;
let id: string;
const MOBILE = '9876543210';

beforeAll(async () => {
  t = await createTestApp();
  agent = await signIn(t, MOBILE);
  id = await openApplication(agent, MOBILE);
});
afterAll(async () => {
  await t.close();
});

const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.record(
    {
      applicationId: fc.oneof(fc.constant('APP2026000001'), fc.string()),
      personalDetails: fc.jsonValue({ maxDepth: 3 }),
      addressFamilyDetails: fc.jsonValue({ maxDepth: 3 }),
      educationDetails: fc.jsonValue({ maxDepth: 3 }),
      programSelections: fc.jsonValue({ maxDepth: 3 }),
      agreed: fc.jsonValue(),
      digitalSignature: fc.jsonValue(),
      agreedAt: fc.jsonValue(),
      mobile: fc.oneof(fc.constant(MOBILE), fc.string()),
      otp: fc.string(),
    },
    { requiredKeys: [] },
  ),
);

const stepRoutes = () => [
  '/api/v1/admission/send-otp',
  '/api/v1/admission/verify-otp',
  '/api/v1/admission/check-existing',
  '/api/v1/admission/create-application',
  '/api/v1/admission/personal-details',
  '/api/v1/admission/address-family-details',
  '/api/v1/admission/create-payment',
  '/api/v1/admission/verify-payment',
  `/api/v1/admission/add-program-selection/${id}`,
  `/api/v1/admission/education-details/${id}`,
  `/api/v1/admission/declaration/${id}`,
];

describe('step endpoints under arbitrary JSON', () => {
  it('when any JSON is posted to any step, then the answer is a 4xx envelope (or a 2xx), never a 5xx or a stack', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...stepRoutes()), anyJson, async (path, body) => {
        const res = await agent.post(path).set('Content-Type', 'application/json').send(JSON.stringify(body));
        expect(res.status).toBeLessThan(500);
        const text = JSON.stringify(res.body);
        expect(text).not.toMatch(/\bat [\w.<>]+ \(|node_modules|ZodError|SQL|syntax error/);
        if (res.status >= 400) expect(res.body).toMatchObject({ success: false, code: expect.any(String) });
      }),
      { numRuns: 150 },
    );
  });

  it('when path parameters are arbitrary text, then 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), async (raw) => {
        const res = await call(agent, admission.getApplication, { params: { applicationId: raw } });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
