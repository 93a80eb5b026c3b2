import { z } from '../zod';
import { createPaymentDataSchema } from '../entities/payment';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import { INTAKE_KEYS } from '../entities/intakes';
import {
  allotmentIntakeSchema,
  applicantAllotmentSchema,
  overrideSchema,
  publishRoundSchema,
  roundViewSchema,
  runRoundSchema,
  seatMatrixInputSchema,
  spotListSchema,
  spotRegistrationSchema,
} from '../entities/allotment';
import { DECISION_ROLES } from '../roles';
import { applicantResultSchema, choiceSchema, reviseOptionsSchema } from '../entities/allotment-choice';

const intakeParams = z.object({ intake: z.enum(INTAKE_KEYS, { error: 'Unknown intake' }) });
const roundParams = z.object({ id: z.uuid({ error: 'Round not found' }) });

export const getAllotment = endpoint({
  method: 'GET',
  path: '/api/v1/staff/allotment/:intake',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: "An intake's seat matrix (newest, and the one the rules propose) and its allotment rounds",
  params: intakeParams,
  response: ok(allotmentIntakeSchema),
});

export const saveSeatMatrix = endpoint({
  method: 'PUT',
  path: '/api/v1/staff/allotment/:intake/matrix',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: 'Save the seat matrix as a new draft version; refused once a matrix is published, or when a branch does not sum to its intake',
  params: intakeParams,
  body: seatMatrixInputSchema,
  response: ok(allotmentIntakeSchema),
});

export const publishSeatMatrix = endpoint({
  method: 'POST',
  path: '/api/v1/staff/allotment/:intake/matrix/publish',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: 'Publish the newest draft matrix: from then on it is frozen and rounds can be run on it',
  params: intakeParams,
  response: ok(allotmentIntakeSchema),
});

export const runRound = endpoint({
  method: 'POST',
  path: '/api/v1/staff/allotment/:intake/rounds',
  access: 'staff',
  roles: DECISION_ROLES,
  status: 201,
  summary: "Run the intake's next round (trial, allotment or spot) as a preview; an earlier preview of it is replaced",
  params: intakeParams,
  body: runRoundSchema,
  response: ok(roundViewSchema),
});

export const getRound = endpoint({
  method: 'GET',
  path: '/api/v1/staff/allotment/rounds/:id',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: "A round's seats applicant by applicant beside the round before, its opening and closing ranks and its conversions",
  params: roundParams,
  response: ok(roundViewSchema),
});

export const overrideSeat = endpoint({
  method: 'POST',
  path: '/api/v1/staff/allotment/rounds/:id/overrides',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: "Set one applicant's seat in a preview over the engine's result, with the reason (a court order, a correction)",
  params: roundParams,
  body: overrideSchema,
  response: ok(roundViewSchema),
});

export const publishRound = endpoint({
  method: 'POST',
  path: '/api/v1/staff/allotment/rounds/:id/publish',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: 'Publish a preview: from then on it is frozen, and the next round starts from its seats',
  params: roundParams,
  body: publishRoundSchema,
  response: ok(roundViewSchema),
});

export const downloadRound = endpoint({
  method: 'GET',
  path: '/api/v1/staff/allotment/rounds/:id/file',
  access: 'staff',
  roles: DECISION_ROLES,
  kind: 'file',
  produces: ['application/pdf', 'text/csv; charset=utf-8', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  summary: "The round's list: a notice-board PDF (application numbers), or CSV or XLSX with every input",
  params: roundParams,
  query: z.object({ format: z.enum(['pdf', 'csv', 'xlsx'], { error: 'Format is pdf, csv or xlsx' }).default('pdf') }),
  response: z.unknown(),
});

export const getApplicationAllotment = endpoint({
  method: 'GET',
  path: '/api/v1/staff/applications/:id/allotment',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: "The applicant's result in the intake's newest round and the reason for it, option by option",
  params: z.object({ id: z.string().trim().max(20, 'Application not found') }),
  response: ok(applicantAllotmentSchema),
});

export const getApplicantResult = endpoint({
  method: 'GET',
  path: '/api/v1/admission/allotment/:applicationId',
  access: 'applicant',
  summary: "The applicant's seat in the newest published round of their intake, why, and the choices open to them; null before one",
  params: z.object({ applicationId: z.string().trim().max(20, 'Application not found') }),
  response: ok(applicantResultSchema),
});

export const makeChoice = endpoint({
  method: 'POST',
  path: '/api/v1/admission/allotment/:applicationId/choice',
  access: 'applicant',
  summary: 'Accept the seat, keep it and wait for a higher option, or decline it; 409 when the move is not open',
  params: z.object({ applicationId: z.string().trim().max(20, 'Application not found') }),
  body: choiceSchema,
  response: ok(applicantResultSchema),
});

export const payAdmissionFee = endpoint({
  method: 'POST',
  path: '/api/v1/admission/allotment/:applicationId/admission-fee',
  access: 'applicant',
  summary:
    'Open a payment of the admission fee due now (the whole fee, or the balance after a move); 409 when nothing is due or the last day has passed',
  params: z.object({ applicationId: z.string().trim().max(20, 'Application not found') }),
  response: ok(createPaymentDataSchema),
});

export const reviseOptions = endpoint({
  method: 'POST',
  path: '/api/v1/admission/allotment/:applicationId/options',
  access: 'applicant',
  summary: 'After the trial allotment, until its last day: reorder or remove options (a removal confirmed); none can be added back',
  params: z.object({ applicationId: z.string().trim().max(20, 'Application not found') }),
  body: reviseOptionsSchema,
  response: ok(applicantResultSchema),
});

export const getSpotRegistrations = endpoint({
  method: 'GET',
  path: '/api/v1/staff/allotment/:intake/spot',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: 'Who is registered present for the spot admission, by place on the rank list',
  params: intakeParams,
  response: ok(spotListSchema),
});

export const registerSpot = endpoint({
  method: 'POST',
  path: '/api/v1/staff/allotment/:intake/spot',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: 'Register an applicant on the rank list who is present at the spot admission; the spot round allots among those registered',
  params: intakeParams,
  body: spotRegistrationSchema,
  response: ok(spotListSchema),
});

export const unregisterSpot = endpoint({
  method: 'DELETE',
  path: '/api/v1/staff/allotment/:intake/spot/:applicationId',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: 'Take back a spot registration made by mistake, before the spot round is published',
  params: intakeParams.extend({ applicationId: z.string().trim().max(20, 'Application not found') }),
  response: ok(spotListSchema),
});
