import { z } from '../zod';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import { INTAKE_KEYS } from '../entities/intakes';
import {
  applicantRankSchema,
  meritFormulaSchema,
  meritIntakeSchema,
  meritListSummarySchema,
  meritRevisionSchema,
  publishMeritListSchema,
} from '../entities/merit';
import { ADMIN_ROLES, QUEUE_ROLES } from '../roles';

const intakeParams = z.object({ intake: z.enum(INTAKE_KEYS, { error: 'Unknown intake' }) });
const listParams = z.object({ id: z.uuid({ error: 'Merit list not found' }) });

export const getMerit = endpoint({
  method: 'GET',
  path: '/api/v1/staff/merit/:intake',
  access: 'staff',
  roles: QUEUE_ROLES,
  summary: "An intake's formula, its merit lists (provisional and published) and the newest list's first 100 places",
  params: intakeParams,
  response: ok(meritIntakeSchema),
});

export const setMeritFormula = endpoint({
  method: 'PUT',
  path: '/api/v1/staff/merit/:intake/formula',
  access: 'staff',
  roles: ADMIN_ROLES,
  summary: 'Change how the intake is ranked; the formula version goes up, published lists keep theirs',
  params: intakeParams,
  body: meritFormulaSchema,
  response: ok(meritIntakeSchema),
});

export const computeMeritList = endpoint({
  method: 'POST',
  path: '/api/v1/staff/merit/:intake/lists',
  access: 'staff',
  roles: ADMIN_ROLES,
  status: 201,
  summary: 'Rank the intake now: a new provisional version',
  params: intakeParams,
  response: ok(meritListSummarySchema),
});

export const publishMeritList = endpoint({
  method: 'POST',
  path: '/api/v1/staff/merit/lists/:id/publish',
  access: 'staff',
  roles: ADMIN_ROLES,
  summary: "Publish the intake's newest provisional list: from then on it is frozen and applicants see their rank",
  params: listParams,
  body: publishMeritListSchema,
  response: ok(meritListSummarySchema),
});

export const getMeritRevision = endpoint({
  method: 'GET',
  path: '/api/v1/staff/merit/lists/:id/revision',
  access: 'staff',
  roles: ADMIN_ROLES,
  summary: 'Before publishing a version: who moves against the version the published rounds rank by, and by how much',
  params: listParams,
  response: ok(meritRevisionSchema),
});

export const downloadMeritList = endpoint({
  method: 'GET',
  path: '/api/v1/staff/merit/lists/:id/file',
  access: 'staff',
  roles: QUEUE_ROLES,
  kind: 'file',
  produces: ['application/pdf', 'text/csv; charset=utf-8'],
  summary: 'The list as a PDF for the notice board (application numbers and initials) or as CSV (format=csv, full names)',
  params: listParams,
  query: z.object({ format: z.enum(['pdf', 'csv'], { error: 'Format is pdf or csv' }).default('pdf') }),
  response: z.unknown(),
});

export const getApplicantRank = endpoint({
  method: 'GET',
  path: '/api/v1/admission/merit/:applicationId',
  access: 'applicant',
  summary: "The applicant's place on the intake's published merit list; null until one is published with them on it",
  params: z.object({ applicationId: z.string().trim().max(20, 'Application not found') }),
  response: ok(applicantRankSchema),
});
