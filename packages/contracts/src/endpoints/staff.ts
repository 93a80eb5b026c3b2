import { z } from '../zod';
import { text } from '../rules/text';
import { endpoint } from '../endpoint';
import { ok, okMessage } from '../envelope';
import { MAX_UPLOAD_BYTES, questionPaperMetaSchema, questionPaperQuerySchema, staffQuestionPaperSchema } from '../entities/question-paper';

const PAPER_FILE = {
  field: 'file',
  maxBytes: MAX_UPLOAD_BYTES,
  description: 'The paper: one PDF of up to 20 MB',
  missingMessage: 'Choose a PDF file to upload',
  tooLargeMessage: 'The file is larger than 20 MB',
  usageMessage: 'Send one PDF in the field "file" with the paper details',
};

export const STAFF_ROLES = ['admin', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const staffSchema = z.object({ email: z.string(), role: z.enum(STAFF_ROLES) });

export const staffSignIn = endpoint({
  method: 'POST',
  path: '/api/v1/auth/staff/sign-in',
  access: 'public',
  body: z.object({
    email: text({ error: 'Email is required' }).trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address')),
    password: text({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  }),
  response: ok(staffSchema),
});

export const staffMe = endpoint({
  method: 'GET',
  path: '/api/v1/auth/staff/me',
  access: 'staff',
  response: ok(staffSchema),
});

const paperParams = z.object({ id: z.uuid({ error: 'Question paper not found' }) });

export const listStaffPapers = endpoint({
  method: 'GET',
  path: '/api/v1/staff/question-papers',
  access: 'staff',
  query: questionPaperQuerySchema,
  response: z.object({
    success: z.literal(true),
    data: z.array(staffQuestionPaperSchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});

/** Multipart: a `file` (PDF, up to 20 MB) and the metadata fields. `replace=true` overwrites a duplicate. */
export const uploadPaper = endpoint({
  method: 'POST',
  path: '/api/v1/staff/question-papers',
  access: 'staff',
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
  params: paperParams,
  body: questionPaperMetaSchema,
  response: ok(staffQuestionPaperSchema),
});

/** Multipart: a new `file` for an existing paper. */
export const replacePaperFile = endpoint({
  method: 'PUT',
  path: '/api/v1/staff/question-papers/:id/file',
  access: 'staff',
  kind: 'multipart',
  file: PAPER_FILE,
  params: paperParams,
  response: ok(staffQuestionPaperSchema),
});

export const deletePaper = endpoint({
  method: 'DELETE',
  path: '/api/v1/staff/question-papers/:id',
  access: 'staff',
  params: paperParams,
  response: okMessage,
});
