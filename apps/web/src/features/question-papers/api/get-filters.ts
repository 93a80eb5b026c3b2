import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getFilters } from '@college/contracts/endpoints/question-papers';
import { questionPaperRoutes } from '@college/contracts/endpoints/question-paper-routes';
import { api } from '../../../lib/api-client';

const route = questionPaperRoutes.getFilters;
const fetchFilters = (signal?: AbortSignal) => api.call<typeof getFilters>(route, { signal }).then((r) => r.data);

const filtersQuery = () =>
  queryOptions({ queryKey: [route.method, route.path], queryFn: ({ signal }) => fetchFilters(signal), staleTime: 5 * 60_000 });

export const useFilters = () => useQuery(filtersQuery());
