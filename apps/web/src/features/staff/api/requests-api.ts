import { useQuery } from '@tanstack/react-query';
import type { BodyOf } from '@college/contracts/endpoint';
import { closeRightsRequest, listRightsRequests, previewRetention } from '@college/contracts/endpoints/privacy';
import { api } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

const requestsKey = (status: 'open' | 'closed') => [listRightsRequests.method, listRightsRequests.path, status] as const;

/** Applicants' correction and erasure requests: open ones by deadline, or the closed ones. */
export const useRightsRequests = (status: 'open' | 'closed') =>
  useQuery({
    queryKey: requestsKey(status),
    queryFn: ({ signal }) => api.call(listRightsRequests, { query: { status }, signal }).then((r) => r.data),
  });

export const useCloseRequest = (id: string) =>
  useStaffWrite(
    (body: BodyOf<typeof closeRightsRequest>) => api.call(closeRightsRequest, { params: { id }, body }).then((r) => r.data),
    [[listRightsRequests.method, listRightsRequests.path]],
  );

/** What the daily retention job would erase today; asked on demand (a POST, so a mutation), nothing changes. */
export const usePreviewRetention = () => useStaffWrite(() => api.call(previewRetention, {}).then((r) => r.data));
