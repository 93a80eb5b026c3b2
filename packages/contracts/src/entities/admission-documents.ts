import { z } from '../zod';
import { text } from '../rules/text';
import { DOCUMENT_CODES } from '../rules/admission-documents';

// The desk's checklist: each document the claim needs, verified or rejected with a reason.

export const DOCUMENT_STATUSES = ['verified', 'rejected'] as const;

/** What a document may be sent as from a phone: a PDF, or a photo of the paper. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/** The most the server receives for one document: a scanned certificate of a few pages. */
export const DOCUMENT_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * A photographed certificate is kept at this size: the stamp, the seal and the small print of a
 * Village Officer's certificate stay legible on an A4 print.
 */
export const DOCUMENT_IMAGE_BOX = { width: 1800, height: 1800 } as const;

export const DOCUMENT_UPLOAD_FORMATS = ['pdf', 'jpeg'] as const;

/** A file the applicant sent for a document, as the pages see it. */
const documentUploadSchema = z.object({
  format: z.enum(DOCUMENT_UPLOAD_FORMATS),
  bytes: z.number().int(),
  uploadedAt: z.string(),
});

/** Why a document file is refused, one message per reason, saying what to do. */
export const DOCUMENT_REFUSALS = {
  notDocument: 'This file is not a PDF or a JPEG, PNG or WebP picture. Take a photo of the certificate or choose its PDF and try again.',
  verified: 'This document is already verified: nothing more is needed for it.',
} as const;

export const markDocumentSchema = z
  .object({
    status: z.enum(DOCUMENT_STATUSES, { error: 'Mark the document verified or rejected' }),
    reason: text().trim().max(300, 'Must be at most 300 characters').default(''),
  })
  .refine((m) => m.status !== 'rejected' || m.reason.length >= 5, {
    path: ['reason'],
    message: 'Say why the document is rejected',
  });

export const documentsViewSchema = z.object({
  items: z.array(
    z.object({
      code: z.enum(DOCUMENT_CODES),
      label: z.string(),
      status: z.enum(DOCUMENT_STATUSES).nullable(),
      reason: z.string().nullable(),
      at: z.string().nullable(),
      /** The file the applicant sent from the phone, if any: the desk checks it as it checks paper. */
      upload: documentUploadSchema.nullable(),
    }),
  ),
  /** The category claimed, and the one the documents prove (State Merit when a claim's certificate is rejected). */
  claimed: z.string(),
  proven: z.string(),
  /** A claimed disability the documents do not prove no longer counts. */
  disabilityProven: z.boolean(),
  /** Every document the claim needs is verified. */
  complete: z.boolean(),
  rules: z.object({ version: z.string(), source: z.string() }),
  /** The applicant may still send files for the documents not yet verified (while the seat is held). */
  uploadable: z.boolean(),
});
export type DocumentsView = z.infer<typeof documentsViewSchema>;
