import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import { z } from '../zod';
import { filterOptionsSchema, questionPaperQuerySchema, questionPaperSchema } from '../entities/question-paper';

export const getFilters = endpoint({
  method: 'GET',
  path: '/api/v1/qp/get-filters',
  access: 'public',
  response: ok(filterOptionsSchema),
});

export const getQuestionPapers = endpoint({
  method: 'GET',
  path: '/api/v1/qp/get-question-papers',
  access: 'public',
  query: questionPaperQuerySchema,
  response: z.object({
    success: z.literal(true),
    data: z.array(questionPaperSchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});

/** The file itself: streamed PDF, not JSON. */
export const downloadPaper = endpoint({
  method: 'GET',
  path: '/api/v1/qp/papers/:id/file',
  access: 'public',
  kind: 'file',
  produces: 'application/pdf',
  summary: 'The paper as a PDF (inline, or as an attachment with download=1); ETag and byte ranges',
  params: z.object({ id: z.uuid({ error: 'Question paper not found' }) }),
  query: z.object({ download: z.enum(['1']).optional() }),
  response: z.unknown(),
});
