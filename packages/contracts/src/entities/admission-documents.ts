import { z } from '../zod';
import { text } from '../rules/text';
import { DOCUMENT_CODES } from '../rules/admission-documents';

// The desk's checklist: each document the claim needs, verified or rejected with a reason.

export const DOCUMENT_STATUSES = ['verified', 'rejected'] as const;

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
});
export type DocumentsView = z.infer<typeof documentsViewSchema>;
