import type { LedgerRow } from '@college/contracts/entities/payments-ledger';
import { csvLine, CSV_BOM } from '../../lib/csv';
import type { FileAnswer } from '../../lib/file-answer';
import { xlsxStream } from '../../lib/xlsx-stream';

// The payments ledger as the accounts office files it: one row per attempt, with what was refunded.

const HEADER = [
  'Application number',
  'Name',
  'Attempt',
  'Status',
  'Amount (₹)',
  'Order id',
  'Payment id',
  'Method',
  'Started (India)',
  'Verified (India)',
  'Refund',
  'Refunded (₹)',
];

const inIndia = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }) : '');

export function ledgerCells(r: LedgerRow): string[] {
  return [
    r.applicationId,
    r.applicantName ?? '',
    String(r.attempt),
    r.status,
    String(r.amount),
    r.orderId,
    r.gatewayPaymentId ?? '',
    r.method ?? '',
    inIndia(r.createdAt),
    inIndia(r.verifiedAt),
    r.refund?.status ?? '',
    r.refund ? String(r.refund.amount) : '',
  ];
}

export function ledgerFile(format: 'csv' | 'xlsx', rows: AsyncIterable<string[]>): FileAnswer {
  if (format === 'xlsx') {
    return {
      filename: 'payments.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: xlsxStream('Payments', HEADER, rows),
    };
  }
  async function* lines() {
    yield CSV_BOM + csvLine(HEADER);
    for await (const row of rows) yield csvLine(row);
  }
  return { filename: 'payments.csv', contentType: 'text/csv; charset=utf-8', body: lines() };
}
