import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@college/contracts/endpoint';
import { getQuestionPapers } from '@college/contracts/endpoints/question-papers';
import { api } from '../../../lib/api-client';

export type PaperQuery = QueryOf<typeof getQuestionPapers>;

const fetchQuestionPapers = (query: PaperQuery, signal?: AbortSignal) =>
  api.call(getQuestionPapers, { query, ...(signal ? { signal } : {}) });

const questionPapersQuery = (query: PaperQuery) =>
  queryOptions({
    queryKey: [getQuestionPapers.method, getQuestionPapers.path, query],
    queryFn: ({ signal }) => fetchQuestionPapers(query, signal),
    staleTime: 60_000,
  });

/** Not requested until a department is chosen (spec section 5). */
export const useQuestionPapers = (query: PaperQuery) =>
  useQuery({ ...questionPapersQuery(query), enabled: Boolean(query.department), placeholderData: keepPreviousData });
