import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { COLLEGE_IDENTITY } from '@college/contracts/college';
import { blockLabel } from '@college/contracts/entities/allotment';
import type { Register } from '@college/contracts/entities/joining';
import { displayIstDay } from '@college/contracts/rules/day';
import { csvLine, CSV_BOM } from '../../lib/csv';
import type { FileAnswer } from '../../lib/file-answer';
import { embedFonts } from '../../lib/pdf-fonts';
import { xlsxStream } from '../../lib/xlsx-stream';

// The admission register as the Directorate asks for it: one row per admission, cancelled ones
// included with their reason, names as the reader's role may see them. The PDF, which is printed
// and filed, carries numbers and seats only: the students are mostly minors.

const HEADER = [
  'Admission number',
  'Application number',
  'Name',
  'Branch',
  'Block',
  'Category',
  'Supernumerary by',
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
  r.supernumerary ?? '',
  displayIstDay(r.admittedAt),
  r.feeReceipt,
  r.status === 'admitted' ? 'Admitted' : 'Cancelled',
  r.cancelledAt ? displayIstDay(r.cancelledAt) : '',
  r.cancelReason ?? '',
];

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const ROW = 13;

async function registerPdf(register: Register, today: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Admission register: ${register.label}`);
  const { regular, bold } = await embedFonts(doc);
  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const columns = [MARGIN, MARGIN + 150, MARGIN + 250, MARGIN + 420, MARGIN + 470];
  const row = (cells: string[], heading = false) => {
    if (y < MARGIN + ROW) {
      page = doc.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
    }
    cells.forEach((text, i) => page.drawText(text, { x: columns[i] ?? MARGIN, y, size: heading ? 9 : 8, font: heading ? bold : regular }));
    y -= ROW;
  };
  page.drawText(COLLEGE_IDENTITY.name, { x: MARGIN, y, size: 14, font: bold, color: rgb(0.043, 0.239, 0.431) });
  y -= 20;
  page.drawText(`Admission register: ${register.label}`, { x: MARGIN, y, size: 12, font: bold });
  y -= 16;
  const admitted = register.rows.filter((r) => r.status === 'admitted').length;
  page.drawText(`As on ${today}: ${admitted} admitted, ${register.rows.length - admitted} cancelled`, {
    x: MARGIN,
    y,
    size: 9,
    font: regular,
  });
  y -= 22;
  row(['Admission number', 'Application', 'Branch / block', 'Category', 'Status'], true);
  for (const r of register.rows) {
    row([
      r.admissionNumber,
      r.applicationId,
      `${r.seat.branch} / ${blockLabel(r.seat.block)}`.slice(0, 34),
      r.seat.category,
      r.status === 'admitted'
        ? `Admitted ${displayIstDay(r.admittedAt)}`
        : `Cancelled ${r.cancelledAt ? displayIstDay(r.cancelledAt) : ''}`,
    ]);
    // Over the matrix by an order: said under the row, with the order, so the filed copy shows it.
    if (r.supernumerary) row(['', `Supernumerary seat, by ${r.supernumerary}`.slice(0, 90)]);
  }
  return doc.save();
}

export async function registerFile(register: Register, format: 'csv' | 'xlsx' | 'pdf', now: Date): Promise<FileAnswer> {
  const name = `admission-register-${register.intake}`;
  if (format === 'pdf') {
    return { filename: `${name}.pdf`, contentType: 'application/pdf', body: await registerPdf(register, displayIstDay(now)) };
  }
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
