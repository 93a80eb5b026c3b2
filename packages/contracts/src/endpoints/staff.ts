import { z } from '../zod';
import { text } from '../rules/text';
import { PAPER_ROLES, STAFF_ROLES } from '../roles';
import { endpoint } from '../endpoint';
import { ok, okMessage, paged } from '../envelope';
import { MAX_UPLOAD_BYTES, questionPaperMetaSchema, questionPaperQuerySchema, staffQuestionPaperSchema } from '../entities/question-paper';

const PAPER_FILE = {
  field: 'file',
  maxBytes: MAX_UPLOAD_BYTES,
  description: 'The paper: one PDF of up to 20 MB',
  missingMessage: 'Choose a PDF file to upload',
  tooLargeMessage: 'The file is larger than 20 MB',
  usageMessage: 'Send one PDF in the field "file" with the paper details',
};

const staffSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  totpEnabled: z.boolean(),
  /** Whether this member must use a second factor (roles reading applicant data, in production). */
  totpRequired: z.boolean(),
});
export type StaffMe = z.infer<typeof staffSchema>;

const codeSchema = text({ error: 'Enter the code' })
  .trim()
  .min(1, 'Enter the code')
  .max(40, 'That code is not valid')
  .transform((c) => c.replace(/[\s-]/g, ''));

/** An authenticator's secret offered for enrolment: the key to type in, and the otpauth:// URI. */
const totpSetupSchema = z.object({ secret: z.string(), uri: z.string() });

/**
 * Password first. The answer says what comes next: nothing (signed in), a code from the
 * authenticator, or enrolling one (required in production for roles that read applicant data).
 */
export const staffSignIn = endpoint({
  method: 'POST',
  path: '/api/v1/auth/staff/sign-in',
  access: 'public',
  body: z.object({
    email: text({ error: 'Email is required' }).trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address')),
    password: text({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  }),
  response: ok(
    z.discriminatedUnion('next', [
      z.object({ next: z.literal('done'), staff: staffSchema }),
      z.object({ next: z.literal('totp') }),
      z.object({ next: z.literal('totp-setup'), setup: totpSetupSchema }),
    ]),
  ),
});

/** The second step of a sign-in: a code from the authenticator or a recovery code. */
export const staffSecondFactor = endpoint({
  method: 'POST',
  path: '/api/v1/auth/staff/second-factor',
  access: 'public',
  summary: 'Finish a sign-in with a six-digit code or a recovery code (or confirm a first enrolment)',
  body: z.object({ code: codeSchema }),
  response: ok(z.object({ staff: staffSchema, recoveryCodes: z.array(z.string()).optional() })),
});

export const staffMe = endpoint({
  method: 'GET',
  path: '/api/v1/auth/staff/me',
  access: 'staff',
  roles: STAFF_ROLES,
  response: ok(staffSchema),
});

export const startTotpSetup = endpoint({
  method: 'POST',
  path: '/api/v1/staff/account/second-factor/setup',
  access: 'staff',
  roles: STAFF_ROLES,
  summary: 'A new authenticator secret to enrol; it replaces the current one once confirmed',
  response: ok(totpSetupSchema),
});

export const confirmTotpSetup = endpoint({
  method: 'POST',
  path: '/api/v1/staff/account/second-factor/confirm',
  access: 'staff',
  roles: STAFF_ROLES,
  summary: 'Confirm enrolment with a first code; answers ten recovery codes, shown once',
  body: z.object({ code: codeSchema }),
  response: ok(z.object({ recoveryCodes: z.array(z.string()) })),
});

const paperParams = z.object({ id: z.uuid({ error: 'Question paper not found' }) });

export const listStaffPapers = endpoint({
  method: 'GET',
  path: '/api/v1/staff/question-papers',
  access: 'staff',
  roles: PAPER_ROLES,
  query: questionPaperQuerySchema,
  response: paged(staffQuestionPaperSchema),
});

/** Multipart: a `file` (PDF, up to 20 MB) and the metadata fields. `replace=true` overwrites a duplicate. */
export const uploadPaper = endpoint({
  method: 'POST',
  path: '/api/v1/staff/question-papers',
  access: 'staff',
  roles: PAPER_ROLES,
  kind: 'multipart',
  status: 201,
  body: questionPaperMetaSchema,
  file: PAPER_FILE,
  query: z.object({ replace: z.enum(['true', 'false']).optional() }),
  response: ok(staffQuestionPaperSchema),
});

export const updatePaper = endpoint({
  method: 'PATCH',
  path: '/api/v1/staff/question-papers/:id',
  access: 'staff',
  roles: PAPER_ROLES,
  params: paperParams,
  body: questionPaperMetaSchema,
  response: ok(staffQuestionPaperSchema),
});

/** Multipart: a new `file` for an existing paper. */
export const replacePaperFile = endpoint({
  method: 'PUT',
  path: '/api/v1/staff/question-papers/:id/file',
  access: 'staff',
  roles: PAPER_ROLES,
  kind: 'multipart',
  file: PAPER_FILE,
  params: paperParams,
  response: ok(staffQuestionPaperSchema),
});

export const deletePaper = endpoint({
  method: 'DELETE',
  path: '/api/v1/staff/question-papers/:id',
  access: 'staff',
  roles: PAPER_ROLES,
  params: paperParams,
  response: okMessage,
});
