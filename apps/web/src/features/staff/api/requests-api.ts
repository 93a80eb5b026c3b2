import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RightsOutcome } from '@college/contracts/entities/privacy';
import { closeRightsRequest, listRightsRequests, previewRetention } from '@college/contracts/endpoints/privacy';
import { api } from '../../../lib/api-client';

const requestsKey = (status: 'open' | 'closed') => [listRightsRequests.method, listRightsRequests.path, status] as const;

/** Applicants' correction and erasure requests: open ones by deadline, or the closed ones. */
export const useRightsRequests = (status: 'open' | 'closed') =>
  useQuery({
    queryKey: requestsKey(status),
    queryFn: ({ signal }) => api.call(listRightsRequests, { query: { status }, signal }).then((r) => r.data),
  });

export function useCloseRequest() {
  const client = useQueryClient();
  return async (id: string, outcome: RightsOutcome, note: string) => {
    const res = await api.call(closeRightsRequest, { params: { id }, body: { outcome, note } });
    await client.invalidateQueries({ queryKey: [listRightsRequests.method, listRightsRequests.path] });
    return res.data;
  };
}

/** What the daily retention job would erase today; asked on demand, nothing changes. */
export const previewRetentionNow = () => api.call(previewRetention, {}).then((r) => r.data);
