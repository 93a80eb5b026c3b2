import type { Route } from '../endpoint';

/** The archive's endpoints without their schemas, so the archive starts without building any (see admission-routes). */
export const questionPaperRoutes = {
  getFilters: { method: 'GET', path: '/api/v1/qp/get-filters', access: 'public' },
  getQuestionPapers: { method: 'GET', path: '/api/v1/qp/get-question-papers', access: 'public' },
} as const satisfies Record<string, Route>;
