import { z } from '../zod';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import { INTAKE_KEYS } from '../entities/intakes';
import {
  admissionNumberFormatSchema,
  cancelAdmissionSchema,
  confirmAdmissionSchema,
  joiningViewSchema,
  registerSchema,
} from '../entities/joining';
import { ADMIN_ROLES, DECISION_ROLES, QUEUE_ROLES } from '../roles';
import { DOCUMENT_MAX_UPLOAD_BYTES, documentsViewSchema, markDocumentSchema } from '../entities/admission-documents';
import { applicationIdSchema } from '../entities/application';
import { DOCUMENT_CODES } from '../rules/admission-documents';
import { feeStructureViewSchema } from '../entities/admission-fee';
import { admissionFeeStructureSchema } from '../rules/admission-fees';

const applicationParams = z.object({ id: z.string().trim().max(20, 'Application not found') });
const intakeQuery = z.object({ intake: z.enum(INTAKE_KEYS, { error: 'Unknown intake' }).default('diploma-regular') });

export const getJoining = endpoint({
  method: 'GET',
  path: '/api/v1/staff/applications/:id/admission',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: "The application's admission, or whether its accepted seat can be joined now and why not",
  params: applicationParams,
  response: ok(joiningViewSchema),
});

export const confirmAdmission = endpoint({
  method: 'POST',
  path: '/api/v1/staff/applications/:id/admission',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: 'Admit the applicant on their accepted seat in one transaction: admission number, fee receipt, the seat counted against its cap',
  params: applicationParams,
  body: confirmAdmissionSchema,
  response: ok(joiningViewSchema),
});

export const cancelAdmission = endpoint({
  method: 'POST',
  path: '/api/v1/staff/applications/:id/admission/cancel',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: 'Cancel an admission with its reason: the seat is freed for the next round',
  params: applicationParams,
  body: cancelAdmissionSchema,
  response: ok(joiningViewSchema),
});

export const getRegister = endpoint({
  method: 'GET',
  path: '/api/v1/staff/admissions',
  access: 'staff',
  roles: QUEUE_ROLES,
  summary: "An intake's admission register and its seats taken; names masked for the viewer role",
  query: intakeQuery,
  response: ok(registerSchema),
});

export const downloadRegister = endpoint({
  method: 'GET',
  path: '/api/v1/staff/admissions/file',
  access: 'staff',
  roles: QUEUE_ROLES,
  kind: 'file',
  produces: ['text/csv; charset=utf-8', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
  summary: 'The admission register as CSV or XLSX (with names, as the role may see them), or a PDF to print and file (numbers and seats)',
  query: intakeQuery.extend({ format: z.enum(['csv', 'xlsx', 'pdf'], { error: 'Format is csv, xlsx or pdf' }).default('csv') }),
  response: z.unknown(),
});

export const downloadStatement = endpoint({
  method: 'GET',
  path: '/api/v1/staff/admissions/statement',
  access: 'staff',
  roles: QUEUE_ROLES,
  kind: 'file',
  produces: ['text/csv; charset=utf-8', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  summary:
    "The Directorate's admission statement: for each branch, block and category of the published matrix, seats sanctioned, admitted and vacant (counts only)",
  query: intakeQuery.extend({ format: z.enum(['csv', 'xlsx'], { error: 'Format is csv or xlsx' }).default('csv') }),
  response: z.unknown(),
});

export const setAdmissionNumberFormat = endpoint({
  method: 'PUT',
  path: '/api/v1/staff/admissions/number-format',
  access: 'staff',
  roles: ADMIN_ROLES,
  summary: 'The admission number format, with {year}, {intake}, {branch} and {seq}',
  body: admissionNumberFormatSchema,
  response: ok(z.object({ format: z.string() })),
});

const documentParams = z.object({
  id: z.string().trim().max(20, 'Application not found'),
  code: z.enum(DOCUMENT_CODES, { error: 'Unknown document' }),
});

export const getDocuments = endpoint({
  method: 'GET',
  path: '/api/v1/staff/applications/:id/documents',
  access: 'staff',
  roles: DECISION_ROLES,
  summary: "The documents the applicant's claim needs at admission, each verified or rejected, and the category they prove",
  params: applicationParams,
  response: ok(documentsViewSchema),
});

export const markDocument = endpoint({
  method: 'PUT',
  path: '/api/v1/staff/applications/:id/documents/:code',
  access: 'staff',
  roles: DECISION_ROLES,
  summary:
    "Mark one document verified, or rejected with the reason; a rejected claim's certificate puts the applicant under the category proven",
  params: documentParams,
  body: markDocumentSchema,
  response: ok(documentsViewSchema),
});

/** A file the staff open to check a document the applicant sent; the read is recorded. */
export const getOfficeDocumentFile = endpoint({
  method: 'GET',
  path: '/api/v1/staff/applications/:id/documents/:code/file',
  access: 'staff',
  roles: DECISION_ROLES,
  kind: 'file',
  produces: ['application/pdf', 'image/jpeg'],
  summary: 'The file the applicant sent for one document, never cached; the read is recorded',
  params: documentParams,
  response: z.unknown(),
});

const applicantDocumentParams = z.object({
  applicationId: applicationIdSchema,
  code: z.enum(DOCUMENT_CODES, { error: 'Unknown document' }),
});

export const uploadAdmissionDocument = endpoint({
  method: 'PUT',
  path: '/api/v1/admission/application/:applicationId/documents/:code',
  access: 'applicant',
  kind: 'multipart',
  summary:
    'Send one document for admission from the phone: a PDF (checked as question papers are) or a photo (re-encoded, EXIF and GPS removed)',
  params: applicantDocumentParams,
  file: {
    field: 'file',
    maxBytes: DOCUMENT_MAX_UPLOAD_BYTES,
    description: 'One PDF, or one JPEG, PNG or WebP photo of the certificate, of up to 5 MB',
    missingMessage: 'Choose the file of the document',
    tooLargeMessage: 'The file is larger than 5 MB. Take a photo of the certificate instead, or choose a smaller PDF.',
    usageMessage: 'Send one file in the field "file"',
  },
  response: ok(documentsViewSchema),
});

export const getAdmissionDocumentFile = endpoint({
  method: 'GET',
  path: '/api/v1/admission/application/:applicationId/documents/:code',
  access: 'applicant',
  kind: 'file',
  produces: ['application/pdf', 'image/jpeg'],
  summary: 'The file the applicant sent for one document, never cached',
  params: applicantDocumentParams,
  response: z.unknown(),
});

export const getAdmissionFees = endpoint({
  method: 'GET',
  path: '/api/v1/staff/admission-fees',
  access: 'staff',
  roles: QUEUE_ROLES,
  summary: 'The admission fee structure in force: fees per intake, concessions and the refund policy, with their sources',
  response: ok(feeStructureViewSchema),
});

export const saveAdmissionFees = endpoint({
  method: 'PUT',
  path: '/api/v1/staff/admission-fees',
  access: 'staff',
  roles: ADMIN_ROLES,
  summary:
    'Save a new version of the admission fee structure; it applies from now on, and what was paid under another amount is charged or returned as the difference',
  body: admissionFeeStructureSchema,
  response: ok(feeStructureViewSchema),
});
