import { queryOptions, useQuery } from '@tanstack/react-query';
import { health } from '@college/contracts/endpoints/health';
import { api } from '../../../lib/api-client';

export const getHealth = (signal?: AbortSignal) => api.call(health, signal ? { signal } : {});

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: [health.method, health.path],
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: Infinity,
    retry: false,
  });

export const useHealth = () => useQuery(healthQueryOptions());
