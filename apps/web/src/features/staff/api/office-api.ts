import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '@college/contracts/endpoint';
import {
  assignClaim,
  claimApplications,
  clearOtpLock,
  releaseClaims,
  correctApplication,
  decide,
  decideMany,
  exportQueue,
  getOfficeApplication,
  listQueue,
  resetPaymentAttempts,
  undoDecision,
} from '@college/contracts/endpoints/office';
import { api } from '../../../lib/api-client';
import { fileLink } from './file-link';
import { useStaffWrite } from './staff-write';

export type QueueQuery = QueryOf<typeof listQueue>;

/**
 * Where the browser downloads the queue's filter as a spreadsheet: a plain link, so a file of
 * 50,000 rows streams to disk instead of being held in the page. Page and sort do not apply.
 */
export function exportUrl(query: QueueQuery, format: 'csv' | 'xlsx'): string {
  const { sort: _sort, order: _order, ...filters } = query;
  return fileLink(exportQueue.path, filters, { format });
}

export const queueKey = () => [listQueue.method, listQueue.path] as const;
export const useQueue = (query: QueueQuery) =>
  useQuery({
    queryKey: [...queueKey(), query],
    queryFn: ({ signal }) => api.call(listQueue, { query, signal }),
    // The old page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
    retry: false,
  });

export const officeApplicationKey = (id: string) => [getOfficeApplication.method, getOfficeApplication.path, id] as const;
export const useOfficeApplication = (id: string) =>
  useQuery({
    queryKey: officeApplicationKey(id),
    queryFn: ({ signal }) => api.call(getOfficeApplication, { params: { id }, signal }).then((r) => r.data),
    retry: false,
    // Each fetch is a recorded read: only when the clerk opens the page or something changed.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

// The application page reloads itself after each of these (a recorded read): the queue is refetched here.
export const useSaveDecision = (id: string) =>
  useStaffWrite((body: BodyOf<typeof decide>) => api.call(decide, { params: { id }, body }), [queueKey()]);
export const useClaimBatch = () =>
  useStaffWrite((body: BodyOf<typeof claimApplications>) => api.call(claimApplications, { body }), [queueKey()]);
export const useReleaseClaims = () => useStaffWrite(() => api.call(releaseClaims, {}), [queueKey()]);
export const useAssignClaim = (id: string) =>
  useStaffWrite((body: BodyOf<typeof assignClaim>) => api.call(assignClaim, { params: { id }, body }), [queueKey()]);
export const useCorrection = (id: string) =>
  useStaffWrite((body: BodyOf<typeof correctApplication>) => api.call(correctApplication, { params: { id }, body }), [queueKey()]);
export const useUndoDecision = (id: string) =>
  useStaffWrite((body: BodyOf<typeof undoDecision>) => api.call(undoDecision, { params: { id }, body }), [queueKey()]);
export const useBulkDecision = () => useStaffWrite((body: BodyOf<typeof decideMany>) => api.call(decideMany, { body }), [queueKey()]);
export const useResetAttempts = (id: string) =>
  useStaffWrite((body: BodyOf<typeof resetPaymentAttempts>) => api.call(resetPaymentAttempts, { params: { id }, body }));
export const useClearOtpLock = () => useStaffWrite((body: BodyOf<typeof clearOtpLock>) => api.call(clearOtpLock, { body }));
