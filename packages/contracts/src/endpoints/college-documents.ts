import { z } from '../zod';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import {
  collegeDocumentInputSchema,
  collegeDocumentSchema,
  DOCUMENT_FILE_MAX_BYTES,
  documentWithdrawalSchema,
} from '../entities/college-document';
import { CONTENT_ROLES, PUBLISH_ROLES } from '../roles';
import { text } from '../rules/text';

const lang = z.enum(['en', 'ml'], { error: 'Language is en or ml' }).default('en');

export const listDocuments = endpoint({
  method: 'GET',
  path: '/api/v1/documents',
  access: 'public',
  summary:
    'Every version of every document published (prospectus, fee structure, academic calendar, mandatory disclosure, NIRF data), newest year first; with q, those whose name (in either language), year or note has every word',
  query: z.object({ lang, q: text().trim().max(100, 'Search is at most 100 characters').optional() }),
  response: ok(z.array(collegeDocumentSchema)),
});

export const downloadDocument = endpoint({
  method: 'GET',
  path: '/api/v1/documents/:id/file',
  access: 'public',
  kind: 'file',
  produces: 'application/pdf',
  summary: 'One version of a document as a PDF (inline, or as an attachment with download=1); ETag and byte ranges',
  params: z.object({ id: z.uuid({ error: 'Document not found' }) }),
  query: z.object({ download: z.enum(['1']).optional() }),
  response: z.unknown(),
});

export const uploadDocument = endpoint({
  method: 'POST',
  path: '/api/v1/staff/documents',
  access: 'staff',
  roles: CONTENT_ROLES,
  kind: 'multipart',
  status: 201,
  summary:
    "Upload a document for an academic year. A publisher's upload is published at once and archives (never deletes) the version current for that year; a content editor's waits for a publisher",
  body: collegeDocumentInputSchema,
  file: {
    field: 'file',
    maxBytes: DOCUMENT_FILE_MAX_BYTES,
    description: 'The document: one PDF of up to 20 MB',
    missingMessage: 'Choose a PDF file to upload',
    tooLargeMessage: 'The file is larger than 20 MB',
    usageMessage: 'Send one PDF in the field "file" with the document details',
  },
  response: ok(collegeDocumentSchema),
});

export const listStaffDocuments = endpoint({
  method: 'GET',
  path: '/api/v1/staff/documents',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Every version uploaded, withdrawn ones too with when and why, newest year first',
  response: ok(z.array(collegeDocumentSchema)),
});

export const publishDocument = endpoint({
  method: 'POST',
  path: '/api/v1/staff/documents/:id/publish',
  access: 'staff',
  roles: PUBLISH_ROLES,
  summary: 'Publish a version waiting for a publisher: it becomes current for its year and the version before it is archived',
  params: z.object({ id: z.uuid({ error: 'Document not found' }) }),
  response: ok(collegeDocumentSchema),
});

export const readStaffDocument = endpoint({
  method: 'GET',
  path: '/api/v1/staff/documents/:id/file',
  access: 'staff',
  roles: CONTENT_ROLES,
  kind: 'file',
  produces: 'application/pdf',
  summary: 'Any version as the office keeps it, one waiting to be published or withdrawn too; never cached',
  params: z.object({ id: z.uuid({ error: 'Document not found' }) }),
  response: z.unknown(),
});

export const withdrawDocument = endpoint({
  method: 'POST',
  path: '/api/v1/staff/documents/:id/withdraw',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary:
    'Take back a version uploaded by mistake, or one waiting that should not be published: kept and recorded with the reason, gone from the site; the version before it becomes current again',
  params: z.object({ id: z.uuid({ error: 'Document not found' }) }),
  body: documentWithdrawalSchema,
  response: ok(collegeDocumentSchema),
});
