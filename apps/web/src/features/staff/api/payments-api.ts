import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '@college/contracts/endpoint';
import { checkPayment, exportPayments, listPaymentChecks, listPayments, refundPayment } from '@college/contracts/endpoints/payments-ledger';
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

const checksKey = [listPaymentChecks.method, listPaymentChecks.path] as const;
/** The reconciliation: the latest checks with the gateway, of one order or application when `q` is given. */
export const usePaymentChecks = (q: string) =>
  useQuery({
    queryKey: [...checksKey, q],
    queryFn: ({ signal }) => api.call(listPaymentChecks, { query: q ? { q } : {}, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Asks the gateway what became of an order; what it finds may settle the payment, so the ledger and the checks are refetched. */
export const useCheckPayment = () =>
  useStaffWrite((paymentId: string) => api.call(checkPayment, { params: { paymentId } }).then((r) => r.data), [ledgerKey(), checksKey]);

export const useRefund = (paymentId: string) =>
  useStaffWrite((body: BodyOf<typeof refundPayment>) => api.call(refundPayment, { params: { paymentId }, body }), [ledgerKey()]);

/** Where the browser downloads the ledger's filter as a spreadsheet. */
export const ledgerExportUrl = (query: LedgerQuery, format: 'csv' | 'xlsx') => fileLink(exportPayments.path, query, { format });
