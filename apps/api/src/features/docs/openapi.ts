import type { Endpoint } from '@college/contracts/endpoint';
import * as admission from '@college/contracts/endpoints/admission';
import * as admissionSettings from '@college/contracts/endpoints/admission-settings';
import * as applicantImages from '@college/contracts/endpoints/applicant-images';
import * as admissionWindows from '@college/contracts/endpoints/admission-windows';
import * as merit from '@college/contracts/endpoints/merit';
import * as allotment from '@college/contracts/endpoints/allotment';
import * as joining from '@college/contracts/endpoints/joining';
import * as auth from '@college/contracts/endpoints/auth';
import * as dev from '@college/contracts/endpoints/dev';
import * as docs from '@college/contracts/endpoints/docs';
import * as health from '@college/contracts/endpoints/health';
import * as payments from '@college/contracts/endpoints/payments';
import * as pincode from '@college/contracts/endpoints/pincode';
import * as questionPapers from '@college/contracts/endpoints/question-papers';
import * as staff from '@college/contracts/endpoints/staff';
import * as staffAccounts from '@college/contracts/endpoints/staff-accounts';
import * as office from '@college/contracts/endpoints/office';
import * as paymentsLedger from '@college/contracts/endpoints/payments-ledger';
import * as auditLog from '@college/contracts/endpoints/audit-log';
import * as dashboard from '@college/contracts/endpoints/dashboard';
import * as savedViews from '@college/contracts/endpoints/saved-views';
import * as notices from '@college/contracts/endpoints/notices';
import * as committees from '@college/contracts/endpoints/committees';
import * as collegeDocuments from '@college/contracts/endpoints/college-documents';
import * as gallery from '@college/contracts/endpoints/gallery';
import * as pageReviews from '@college/contracts/endpoints/page-reviews';
import * as reviewPolicy from '@college/contracts/endpoints/review-policy';
import * as siteTexts from '@college/contracts/endpoints/site-texts';
import * as privacy from '@college/contracts/endpoints/privacy';
import * as verify from '@college/contracts/endpoints/verify';
import { errorEnvelopeSchema } from '@college/contracts/envelope';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const DEMO_TAG = 'Demo mode only';

// Each endpoints module of the contracts, under the tag its operations are listed by.
const MODULES: [string, Record<string, unknown>][] = [
  ['Admission', admission],
  ['Photos and signatures', applicantImages],
  ['Sessions', auth],
  ['Payments', payments],
  ['Question papers', questionPapers],
  ['Staff', staff],
  ['Staff accounts', staffAccounts],
  ['Admissions office', office],
  ['Payments ledger', paymentsLedger],
  ['Audit', auditLog],
  ['Dashboard', dashboard],
  ['Saved views', savedViews],
  ['Notices', notices],
  ['Committees', committees],
  ['Documents', collegeDocuments],
  ['Gallery', gallery],
  ['Page reviews', pageReviews],
  ['Page reviews', reviewPolicy],
  ['Site texts', siteTexts],
  ['Admission settings', admissionSettings],
  ['Admission windows', admissionWindows],
  ['Merit lists', merit],
  ['Seat allotment', allotment],
  ['Joining and the admission register', joining],
  ['Privacy', privacy],
  ['Verification', verify],
  ['PIN codes', pincode],
  ['Health', health],
  ['Reference', docs],
  [DEMO_TAG, dev],
];

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;
}

/** Every endpoint the contracts declare, with the tag of its module. */
export function contractEndpoints(): { tag: string; endpoint: Endpoint }[] {
  return MODULES.flatMap(([tag, module]) =>
    Object.values(module)
      .filter(isEndpoint)
      .map((endpoint) => ({ tag, endpoint })),
  );
}

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): as sent for requests, as answered for responses. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete out.$schema;
  return out;
}

/** `/api/v1/x/:id` as OpenAPI writes it: `/api/v1/x/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): Operation[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function requestBody(endpoint: Endpoint): Operation | undefined {
  const kind = endpoint.kind ?? 'json';
  if (kind === 'multipart' && endpoint.file) {
    const fields = endpoint.body ? jsonSchema(endpoint.body, 'input') : { type: 'object', properties: {} };
    const properties = {
      ...((fields.properties ?? {}) as JsonSchema),
      [endpoint.file.field]: { type: 'string', contentMediaType: 'application/octet-stream', description: endpoint.file.description },
    };
    const required = [...((fields.required ?? []) as string[]), endpoint.file.field];
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties, required } } } };
  }
  if (kind === 'raw') {
    return {
      required: true,
      description: 'Read as raw bytes: the signature covers them exactly.',
      content: { 'application/json': { schema: {} } },
    };
  }
  if (kind === 'json' && endpoint.body) {
    return { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } };
  }
  return undefined;
}

function responses(endpoint: Endpoint): Operation {
  const types = [endpoint.produces ?? 'application/octet-stream'].flat();
  const success =
    endpoint.kind === 'file'
      ? { description: 'Sent as it is', content: Object.fromEntries(types.map((type) => [type, { schema: {} }])) }
      : { description: 'Success', content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } } };
  return {
    [String(endpoint.status ?? 200)]: success,
    default: {
      description:
        'Failure: 400 invalid, 401 signed out, 403 forbidden, 404 not found or not yours, 409 wrong stage, 413, 415, 422, 429 with Retry-After, 503 with Retry-After',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    },
  };
}

const SECURITY: Record<Endpoint['access'], Operation[] | undefined> = {
  public: undefined,
  applicant: [{ applicantSession: [] }],
  staff: [{ staffSession: [] }],
};

const cached = new Map<boolean, Record<string, unknown>>();

/**
 * The OpenAPI 3.1 document of every endpoint in the contracts that the site serves: the demo-mode
 * routes (the OTP outbox, fake payments, queued messages) only where they exist, never in production.
 */
export function openApiDocument(opts: { demoMode: boolean }): Record<string, unknown> {
  const known = cached.get(opts.demoMode);
  if (known) return known;
  const paths: Record<string, Record<string, Operation>> = {};
  for (const { tag, endpoint } of contractEndpoints()) {
    if (tag === DEMO_TAG && !opts.demoMode) continue;
    const path = openApiPath(endpoint.path);
    const operation: Operation = {
      tags: [tag],
      ...(endpoint.summary ? { summary: endpoint.summary } : {}),
      // The roles admitted, for staff endpoints; a member holding any one of them may call.
      ...(endpoint.roles ? { 'x-roles': [...endpoint.roles], description: `Staff roles: ${endpoint.roles.join(', ')}.` } : {}),
      parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
      responses: responses(endpoint),
    };
    const body = requestBody(endpoint);
    if (body) operation.requestBody = body;
    const security = SECURITY[endpoint.access];
    if (security) operation.security = security;
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'College website and admission portal API',
      version: '1',
      description:
        'Generated from packages/contracts, the same schemas the server checks requests with and the web client sends them by. Sessions are HttpOnly cookies set by verify-otp (applicants) and staff sign-in; state-changing requests must be JSON and same-origin. Accept-Language (en or ml) chooses the language of what the server writes for the applicant: the acknowledgement PDF, and the SMS and emails about their applications; messages in responses are English, the page translates them by their text.',
    },
    paths,
    components: {
      schemas: { ErrorEnvelope: jsonSchema(errorEnvelopeSchema, 'output') },
      securitySchemes: {
        applicantSession: { type: 'apiKey', in: 'cookie', name: 'college_access', description: '__Host-college_access in production' },
        staffSession: { type: 'apiKey', in: 'cookie', name: 'college_access', description: 'The same cookie, for a staff session' },
      },
    },
  };
  cached.set(opts.demoMode, document);
  return document;
}
