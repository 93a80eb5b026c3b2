import { blockLabel } from '@college/contracts/entities/allotment';
import type { Register } from '@college/contracts/entities/joining';
import { displayIstDay } from '@college/contracts/rules/day';
import { csvLine, CSV_BOM } from '../../lib/csv';
import type { FileAnswer } from '../../lib/file-answer';
import { xlsxStream } from '../../lib/xlsx-stream';

// The admission register as the Directorate asks for it: one row per admission, cancelled ones
// included with their reason, names as the reader's role may see them.

const HEADER = [
  'Admission number',
  'Application number',
  'Name',
  'Branch',
  'Block',
  'Category',
  'Admitted on',
  'Fee receipt',
  'Status',
  'Cancelled on',
  'Cancellation reason',
];

const cellsOf = (r: Register['rows'][number]) => [
  r.admissionNumber,
  r.applicationId,
  r.name,
  r.seat.branch,
  blockLabel(r.seat.block),
  r.seat.category,
  displayIstDay(r.admittedAt),
  r.feeReceipt,
  r.status === 'admitted' ? 'Admitted' : 'Cancelled',
  r.cancelledAt ? displayIstDay(r.cancelledAt) : '',
  r.cancelReason ?? '',
];

export function registerFile(register: Register, format: 'csv' | 'xlsx'): FileAnswer {
  const name = `admission-register-${register.intake}`;
  if (format === 'csv') {
    return {
      filename: `${name}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: CSV_BOM + [HEADER, ...register.rows.map(cellsOf)].map(csvLine).join(''),
    };
  }
  return {
    filename: `${name}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: xlsxStream('Admission register', HEADER, register.rows.map(cellsOf)),
  };
}
