import { useQuery } from '@tanstack/react-query';
import type { getAdmissionWindows } from '@college/contracts/endpoints/admission-windows';
import { admissionRoutes } from '@college/contracts/endpoints/admission-routes';
import { api } from '../../../lib/api-client';
import { keyOf } from './query-keys';

/**
 * When each programme takes applications; a minute old is fresh enough for a notice. The request is
 * never cancelled when the notice leaves the screen: on the Malayalam journey the first screen's
 * request was cancelled that way and asked again at the fee step, one request more for a kilobyte
 * already on its way.
 */
export const useAdmissionWindows = () =>
  useQuery({
    queryKey: keyOf(admissionRoutes.windows),
    queryFn: () => api.call<typeof getAdmissionWindows>(admissionRoutes.windows, {}).then((r) => r.data),
    staleTime: 60_000,
    retry: false,
  });
