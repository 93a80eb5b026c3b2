import { useQuery } from '@tanstack/react-query';
import { getAdmissionWindows } from '@college/contracts/endpoints/admission-windows';
import { api } from '../../../lib/api-client';

/** When each programme takes applications; a minute old is fresh enough for a notice. */
export const useAdmissionWindows = () =>
  useQuery({
    // The same key as keyOf() makes, written out: importing it would split a shared chunk off the first load.
    queryKey: [getAdmissionWindows.method, getAdmissionWindows.path],
    queryFn: ({ signal }) => api.call(getAdmissionWindows, { signal }).then((r) => r.data),
    staleTime: 60_000,
    retry: false,
  });
