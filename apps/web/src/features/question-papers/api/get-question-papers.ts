import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@college/contracts/endpoint';
import type { getQuestionPapers } from '@college/contracts/endpoints/question-papers';
import { questionPaperRoutes } from '@college/contracts/endpoints/question-paper-routes';
import { api } from '../../../lib/api-client';

const route = questionPaperRoutes.getQuestionPapers;

export type PaperQuery = QueryOf<typeof getQuestionPapers>;

const fetchQuestionPapers = (query: PaperQuery, signal?: AbortSignal) => api.call<typeof getQuestionPapers>(route, { query, signal });

const questionPapersQuery = (query: PaperQuery) =>
  queryOptions({
    queryKey: [route.method, route.path, query],
    queryFn: ({ signal }) => fetchQuestionPapers(query, signal),
    staleTime: 60_000,
  });

/** Not requested until a department is chosen (spec section 5). */
export const useQuestionPapers = (query: PaperQuery) =>
  useQuery({ ...questionPapersQuery(query), enabled: Boolean(query.department), placeholderData: keepPreviousData });
