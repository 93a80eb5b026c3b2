import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFilters } from '@college/contracts/endpoints/question-papers';
import { api } from '../../../lib/api-client';

const fetchFilters = (signal?: AbortSignal) => api.call(getFilters, signal ? { signal } : {}).then((r) => r.data);

const filtersQuery = () =>
  queryOptions({ queryKey: [getFilters.method, getFilters.path], queryFn: ({ signal }) => fetchFilters(signal), staleTime: 5 * 60_000 });

export const useFilters = () => useQuery(filtersQuery());
