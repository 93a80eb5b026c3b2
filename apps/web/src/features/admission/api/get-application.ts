import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApplication } from '@college/contracts/endpoints/admission';
import { api } from '../../../lib/api-client';
import { keyOf } from './query-keys';

const fetchApplication = (applicationId: string, signal?: AbortSignal) =>
  api.call(getApplication, { params: { applicationId }, ...(signal ? { signal } : {}) }).then((r) => r.data);

export const applicationQuery = (applicationId: string) =>
  queryOptions({
    queryKey: keyOf(getApplication, { applicationId }),
    queryFn: ({ signal }) => fetchApplication(applicationId, signal),
    staleTime: 30_000,
  });

export const useApplication = (applicationId: string | null) =>
  useQuery({ ...applicationQuery(applicationId ?? ''), enabled: applicationId !== null });

/** Every cached view of one application, to refresh after a save. */
export const applicationKeyPrefix = () => [getApplication.method, getApplication.path] as const;
