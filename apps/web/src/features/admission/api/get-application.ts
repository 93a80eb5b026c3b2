import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { getApplication } from '@college/contracts/endpoints/admission';
import type { Application } from '@college/contracts/entities/application';
import { admissionRoutes } from '@college/contracts/endpoints/admission-routes';
import { api } from '../../../lib/api-client';
import { keyOf } from './query-keys';

const fetchApplication = (applicationId: string, signal?: AbortSignal) =>
  api.call<typeof getApplication>(admissionRoutes.getApplication, { params: { applicationId }, signal }).then((r) => r.data);

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

/**
 * An answer that carries the application as it now stands (a step's save, the payment's
 * confirmation): the form shows it at once, with no request of its own; other views of it are
 * marked stale (fetched again when shown).
 */
export async function keepAnsweredApplication(client: QueryClient, application: Application): Promise<void> {
  await client.invalidateQueries({ queryKey: applicationKeyPrefix(), refetchType: 'none' });
  // Setting it marks it fresh again.
  client.setQueryData(applicationQuery(application.applicationId).queryKey, application);
}
