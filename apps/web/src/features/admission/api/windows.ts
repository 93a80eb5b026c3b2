import { useQuery } from '@tanstack/react-query';
import type { getAdmissionWindows } from '@college/contracts/endpoints/admission-windows';
import { admissionRoutes } from '@college/contracts/endpoints/admission-routes';
import { api } from '../../../lib/api-client';
import { keyOf } from './query-keys';

/** When each programme takes applications; a minute old is fresh enough for a notice. */
export const useAdmissionWindows = () =>
  useQuery({
    queryKey: keyOf(admissionRoutes.windows),
    queryFn: ({ signal }) => api.call<typeof getAdmissionWindows>(admissionRoutes.windows, { signal }).then((r) => r.data),
    staleTime: 60_000,
    retry: false,
  });
