import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@college/contracts/endpoint';
import { checkPayment, listPayments, refundPayment } from '@college/contracts/endpoints/payments-ledger';
import { api } from '../../../lib/api-client';

export type LedgerQuery = QueryOf<typeof listPayments>;

export const ledgerKey = () => [listPayments.method, listPayments.path] as const;
export const useLedger = (query: LedgerQuery) =>
  useQuery({
    queryKey: [...ledgerKey(), query],
    queryFn: ({ signal }) => api.call(listPayments, { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const askGateway = (paymentId: string) => api.call(checkPayment, { params: { paymentId } }).then((r) => r.data);

export const askRefund = (paymentId: string, reason: string) => api.call(refundPayment, { params: { paymentId }, body: { reason } });
