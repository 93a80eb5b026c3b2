import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@college/contracts/endpoint';
import { exportAudit, listAudit } from '@college/contracts/endpoints/audit-log';
import { api } from '../../../lib/api-client';
import { fileLink } from './file-link';

export type AuditListQuery = QueryOf<typeof listAudit>;

export const useAudit = (query: AuditListQuery) =>
  useQuery({
    queryKey: [listAudit.method, listAudit.path, query],
    queryFn: ({ signal }) => api.call(listAudit, { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Where the browser downloads the audit's filter as CSV. */
export const auditExportUrl = (query: AuditListQuery) => fileLink(exportAudit.path, query);
