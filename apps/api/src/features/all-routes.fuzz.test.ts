import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@college/contracts/endpoint';
import { contractEndpoints } from './docs/openapi';
import { signInStaff } from '../test/journey';
import { createTestApp, signIn, type TestApp } from '../test/test-app';

// Every endpoint of the contracts (the list the API's reference is built from), called as
// anonymous, applicant and staff with arbitrary input.
const endpoints: Endpoint[] = contractEndpoints().map(({ endpoint }) => endpoint);

let t: TestApp;
let callers: { name: string; agent: ReturnType<typeof request.agent> }[];

beforeAll(async () => {
  t = await createTestApp();
  callers = [
    { name: 'anonymous', agent: request.agent(t.app) },
    { name: 'applicant', agent: await signIn(t, '9876543210') },
    { name: 'staff', agent: (await signInStaff(t)).agent },
    // Every role at once: each office endpoint is reached past its role check.
    { name: 'admin', agent: (await signInStaff(t, ['admin', 'admissions', 'viewer', 'accounts', 'editor', 'content'])).agent },
  ];
});
afterAll(async () => {
  await t.close();
});

const segment = fc.oneof(fc.string({ maxLength: 30 }), fc.uuid(), fc.constant('APP2026000001'), fc.constant('..%2f..%2fetc'));
/** Every name a query of the contracts reads, and two it reads nowhere. */
const queryKeys = [
  ...new Set(endpoints.flatMap((e) => Object.keys((e.query as { shape?: object } | undefined)?.shape ?? {}))),
  'minor',
  'sort',
];
const query = fc.dictionary(fc.constantFrom(...queryKeys), fc.string({ maxLength: 20 }), { maxKeys: 4 });

function pathFor(endpoint: Endpoint, values: string[]): string {
  let i = 0;
  return endpoint.path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[i++] ?? 'x'));
}

describe('every API route under arbitrary input', () => {
  it('when called with random params, query and JSON by anyone, then never a 5xx, a stack or SQL text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.constantFrom(0, 1, 2, 3),
        fc.array(segment, { minLength: 2, maxLength: 2 }),
        query,
        fc.jsonValue({ maxDepth: 3 }),
        async (endpoint, who, params, q, body) => {
          const agent = callers[who]!.agent;
          const url = pathFor(endpoint, params);
          const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
          let req = agent[method](url).query(q);
          if (method !== 'get') req = req.set('Content-Type', 'application/json').send(JSON.stringify(body));
          const res = await req;
          expect(res.status, `${endpoint.method} ${url}`).toBeLessThan(500);
          const text = res.text;
          expect(text).not.toMatch(/\bat [\w.<>]+ \(|node_modules|ZodError|syntax error at|relation "/);
        },
      ),
      // FUZZ_RUNS sets a longer hunt by hand; 20,000 runs take about 80 s here.
      { numRuns: Number(process.env.FUZZ_RUNS ?? 1000) },
    );
  }, 120_000);
});
