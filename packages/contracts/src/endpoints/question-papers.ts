import { endpoint } from '../endpoint';
import { questionPaperRoutes } from './question-paper-routes';
import { ok, paged } from '../envelope';
import { z } from '../zod';
import { filterOptionsSchema, questionPaperQuerySchema, questionPaperSchema } from '../entities/question-paper';

export const getFilters = endpoint({
  ...questionPaperRoutes.getFilters,
  response: ok(filterOptionsSchema),
});

export const getQuestionPapers = endpoint({
  ...questionPaperRoutes.getQuestionPapers,
  query: questionPaperQuerySchema,
  response: paged(questionPaperSchema),
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
