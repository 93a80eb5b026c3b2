import { useQuery } from '@tanstack/react-query';
import { getDashboard } from '@college/contracts/endpoints/dashboard';
import { api } from '../../../lib/api-client';

/** The season in numbers; read again every half minute while the page is open. */
export const useDashboard = () =>
  useQuery({
    queryKey: [getDashboard.method, getDashboard.path],
    queryFn: ({ signal }) => api.call(getDashboard, { signal }).then((r) => r.data),
    refetchInterval: 30_000,
    retry: false,
  });
