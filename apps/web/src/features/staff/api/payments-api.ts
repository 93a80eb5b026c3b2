import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '@college/contracts/endpoint';
import { checkPayment, exportPayments, listPayments, refundPayment } from '@college/contracts/endpoints/payments-ledger';
import { api } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

export type LedgerQuery = QueryOf<typeof listPayments>;

const ledgerKey = () => [listPayments.method, listPayments.path] as const;
export const useLedger = (query: LedgerQuery) =>
  useQuery({
    queryKey: [...ledgerKey(), query],
    queryFn: ({ signal }) => api.call(listPayments, { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Asks the gateway what became of an order; what it finds may settle the payment, so the ledger is refetched. */
export const useCheckPayment = () =>
  useStaffWrite((paymentId: string) => api.call(checkPayment, { params: { paymentId } }).then((r) => r.data), [ledgerKey()]);

export const useRefund = (paymentId: string) =>
  useStaffWrite((body: BodyOf<typeof refundPayment>) => api.call(refundPayment, { params: { paymentId }, body }), [ledgerKey()]);

/** Where the browser downloads the ledger's filter as a spreadsheet: a plain link, so the file streams to disk. */
export function ledgerExportUrl(query: LedgerQuery, format: 'csv' | 'xlsx'): string {
  const set = Object.entries(query).filter(([key, v]) => key !== 'page' && v !== undefined && v !== '') as [string, string][];
  return `${exportPayments.path}?${new URLSearchParams([...set, ['format', format]]).toString()}`;
}
