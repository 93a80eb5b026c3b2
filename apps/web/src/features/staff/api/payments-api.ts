import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '@college/contracts/endpoint';
import { checkPayment, exportPayments, listPayments, refundPayment } from '@college/contracts/endpoints/payments-ledger';
import { api } from '../../../lib/api-client';
import { fileLink } from './file-link';
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

/** Where the browser downloads the ledger's filter as a spreadsheet. */
export const ledgerExportUrl = (query: LedgerQuery, format: 'csv' | 'xlsx') => fileLink(exportPayments.path, query, { format });
