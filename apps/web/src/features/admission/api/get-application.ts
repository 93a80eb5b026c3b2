import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getApplication } from '@college/contracts/endpoints/admission';
import { admissionRoutes } from '@college/contracts/endpoints/admission-routes';
import { api } from '../../../lib/api-client';
import { keyOf } from './query-keys';

const fetchApplication = (applicationId: string, signal?: AbortSignal) =>
  api
    .call<typeof getApplication>(admissionRoutes.getApplication, { params: { applicationId }, ...(signal ? { signal } : {}) })
    .then((r) => r.data);

export const applicationQuery = (applicationId: string) =>
  queryOptions({
    queryKey: keyOf(admissionRoutes.getApplication, { applicationId }),
    queryFn: ({ signal }) => fetchApplication(applicationId, signal),
    staleTime: 30_000,
  });

export const useApplication = (applicationId: string | null) =>
  useQuery({ ...applicationQuery(applicationId ?? ''), enabled: applicationId !== null });

/** Every cached view of one application, to refresh after a save. */
export const applicationKeyPrefix = () => [admissionRoutes.getApplication.method, admissionRoutes.getApplication.path] as const;
