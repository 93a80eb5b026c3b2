import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@college/contracts/endpoint';
import * as admission from '@college/contracts/endpoints/admission';
import * as auth from '@college/contracts/endpoints/auth';
import * as committees from '@college/contracts/endpoints/committees';
import * as collegeDocuments from '@college/contracts/endpoints/college-documents';
import * as dev from '@college/contracts/endpoints/dev';
import * as galleryEndpoints from '@college/contracts/endpoints/gallery';
import * as pageReviews from '@college/contracts/endpoints/page-reviews';
import * as siteTexts from '@college/contracts/endpoints/site-texts';
import * as health from '@college/contracts/endpoints/health';
import * as notices from '@college/contracts/endpoints/notices';
import * as payments from '@college/contracts/endpoints/payments';
import * as pincode from '@college/contracts/endpoints/pincode';
import * as qp from '@college/contracts/endpoints/question-papers';
import * as office from '@college/contracts/endpoints/office';
import * as staff from '@college/contracts/endpoints/staff';
import * as staffAccounts from '@college/contracts/endpoints/staff-accounts';
import * as verify from '@college/contracts/endpoints/verify';
import { signInStaff } from '../test/journey';
import { createTestApp, signIn, type TestApp } from '../test/test-app';

// Every endpoint of the contracts, called as anonymous, applicant and staff with arbitrary input.
const endpoints = [
  admission,
  auth,
  dev,
  health,
  payments,
  pincode,
  qp,
  staff,
  staffAccounts,
  office,
  verify,
  notices,
  committees,
  collegeDocuments,
  galleryEndpoints,
  pageReviews,
  siteTexts,
]
  .flatMap((m) => Object.values(m) as unknown[])
  .filter((e): e is Endpoint => typeof e === 'object' && e !== null && 'path' in e && 'method' in e);

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
const query = fc.dictionary(
  fc.constantFrom(
    'page',
    'limit',
    'year',
    'semester',
    'q',
    'type',
    'month',
    'department',
    'download',
    'replace',
    'revisionYear',
    'stage',
    'status',
    'branch',
    'from',
    'to',
    'sort',
    'minor',
  ),
  fc.string({ maxLength: 20 }),
  { maxKeys: 4 },
);

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
      { numRuns: 400 },
    );
  }, 120_000);
});
