import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@college/contracts/endpoint';
import { exportAudit, listAudit } from '@college/contracts/endpoints/audit-log';
import { api } from '../../../lib/api-client';

export type AuditListQuery = QueryOf<typeof listAudit>;

export const useAudit = (query: AuditListQuery) =>
  useQuery({
    queryKey: [listAudit.method, listAudit.path, query],
    queryFn: ({ signal }) => api.call(listAudit, { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Where the browser downloads the audit's filter as CSV: a plain link, so the file streams to disk. */
export function auditExportUrl(query: AuditListQuery): string {
  const set = Object.entries(query).filter(([key, v]) => key !== 'page' && v !== undefined && v !== '') as [string, string][];
  return `${exportAudit.path}${set.length > 0 ? `?${new URLSearchParams(set).toString()}` : ''}`;
}
