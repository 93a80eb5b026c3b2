import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@college/contracts/endpoint';
import * as auth from '@college/contracts/endpoints/auth';
import { contractEndpoints } from './docs/openapi';
import { openApplication, reachFeeStage, signInStaff, submitApplication } from '../test/journey';
import { shapedLike } from '../test/schema-arbitrary';
import { createTestApp, signIn, type TestApp } from '../test/test-app';

// Every endpoint of the contracts (the list the API's reference is built from), called as
// anonymous, applicant and staff with arbitrary input.
// Signing out is left out: it would end the sessions the rest of the run calls with, and every
// later call would stop at the sign-in check.
const endpoints: Endpoint[] = contractEndpoints()
  .map(({ endpoint }) => endpoint)
  .filter((endpoint) => endpoint.path !== auth.logout.path);

let t: TestApp;
let callers: { name: string; agent: ReturnType<typeof request.agent> }[];
/** Real ids for path parameters: an application at the fee stage and a submitted one. */
let applicationIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  const applicant = await signIn(t, '9876543210');
  const submitter = await signIn(t, '9876543211');
  const open = await openApplication(applicant, '9876543210');
  await reachFeeStage(applicant, open);
  applicationIds = [open, await submitApplication(submitter, '9876543211')];
  callers = [
    { name: 'anonymous', agent: request.agent(t.app) },
    { name: 'applicant', agent: applicant },
    { name: 'staff', agent: (await signInStaff(t)).agent },
    // Every role at once: each office endpoint is reached past its role check.
    { name: 'admin', agent: (await signInStaff(t, ['admin', 'admissions', 'viewer', 'accounts', 'editor', 'content'])).agent },
    { name: 'submitter', agent: submitter },
  ];
});
afterAll(async () => {
  await t.close();
});

const segment = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.uuid(),
  fc.constantFrom('APP2026000001', '..%2f..%2fetc', 'constructor', '__proto__'),
);
/** Every name a query of the contracts reads, and two it reads nowhere. */
const queryKeys = [
  ...new Set(endpoints.flatMap((e) => Object.keys((e.query as { shape?: object } | undefined)?.shape ?? {}))),
  'minor',
  'sort',
];
const query = fc.dictionary(
  fc.constantFrom(...queryKeys),
  fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('constructor', '__proto__')),
  {
    maxKeys: 4,
  },
);

/** Whom each kind of endpoint is for, so a call gets past the session and role checks. */
const CALLED_BY: Record<Endpoint['access'], string[]> = {
  staff: ['admin'],
  applicant: ['applicant', 'submitter'],
  public: ['anonymous', 'applicant'],
};

/**
 * A stack frame, a module path, a schema library's or the database's own words in an answer: the
 * schema library's include its default refusals ("Invalid input: expected object, received array").
 */
const LEAKS =
  /\bat [\w.<>]+ \(|node_modules|ZodError|syntax error at|relation "|Invalid (input|option|string)|Too (big|small):|Unrecognized key|expected \w+, received/;

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
          expect(res.text).not.toMatch(LEAKS);
        },
      ),
      // FUZZ_RUNS sets a longer hunt by hand; 20,000 runs take about 80 s here.
      { numRuns: Number(process.env.FUZZ_RUNS ?? 1000) },
    );
  }, 120_000);

  it('when called with bodies shaped like the contract (edge lengths, ranges and scripts) on real ids, then never a 5xx, a stack or SQL text', async () => {
    const withBody = endpoints.filter((e) => e.body !== undefined);
    const bodies = new Map(withBody.map((e) => [e, shapedLike(e.body!)]));
    const id = fc.oneof(fc.constantFrom(...applicationIds), segment);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...withBody).chain((endpoint) => fc.tuple(fc.constant(endpoint), bodies.get(endpoint)!)),
        fc.nat(1),
        fc.array(id, { minLength: 2, maxLength: 2 }),
        async ([endpoint, body], pick, params) => {
          const who = CALLED_BY[endpoint.access][pick % CALLED_BY[endpoint.access].length]!;
          const agent = callers.find((c) => c.name === who)!.agent;
          const url = pathFor(endpoint, params);
          const method = endpoint.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
          const res = await agent[method](url).set('Content-Type', 'application/json').send(JSON.stringify(body));
          expect(res.status, `${endpoint.method} ${url} ${JSON.stringify(body).slice(0, 300)}`).toBeLessThan(500);
          expect(res.text).not.toMatch(LEAKS);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 1000) },
    );
  }, 120_000);
});
