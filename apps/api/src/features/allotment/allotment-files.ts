import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { COLLEGE_IDENTITY } from '@college/contracts/college';
import { blockLabel, type AllottedSeat, type RoundView } from '@college/contracts/entities/allotment';
import { displayDay, todayInKolkata } from '@college/contracts/rules/day';
import { csvLine, CSV_BOM } from '../../lib/csv';
import { embedFonts } from '../../lib/pdf-fonts';
import { xlsxStream } from '../../lib/xlsx-stream';

// A round's list as files: CSV and XLSX with every column for the office, and a PDF for the
// notice board with application numbers only (applicants are mostly minors; each knows their
// number), the seats by branch and category with their opening and closing ranks, and the hash.

const HEADER = [
  'Rank',
  'Application number',
  'Category',
  'Disability (PwD)',
  'Options in order',
  'Branch',
  'Block',
  'Seat category',
  'Round before',
  'Override reason',
  'Supernumerary by order',
];

const cellsOf = (r: RoundView['rows'][number]) => [
  String(r.rank),
  r.applicationId,
  r.category,
  r.kinds.includes('PWD') ? 'Yes' : 'No',
  r.options.map((o, i) => `${i + 1}. ${o.branch}, ${blockLabel(o.block)}`).join('; '),
  r.seat?.branch ?? 'No seat',
  r.seat ? blockLabel(r.seat.block) : '',
  r.seat?.category ?? '',
  r.before ? `${r.before.branch}, ${blockLabel(r.before.block)}, ${r.before.category}` : '',
  r.override ?? '',
  r.supernumerary ?? '',
];

export function roundCsv(view: RoundView): string {
  return CSV_BOM + [HEADER, ...view.rows.map(cellsOf)].map(csvLine).join('');
}

export function roundXlsx(view: RoundView) {
  return xlsxStream(view.round.name, HEADER, view.rows.map(cellsOf));
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const NAVY = rgb(0.043, 0.239, 0.431);
const ROW = 14;

const short = (seat: AllottedSeat | null) => (seat ? `${seat.branch} / ${blockLabel(seat.block)} / ${seat.category}` : '-');

export async function roundPdf(view: RoundView, label: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { round } = view;
  doc.setTitle(`${round.name}: ${label}`);
  const { regular, bold } = await embedFonts(doc);
  // A reason may hold a character the font lacks (Malayalam, an emoji): it prints as '?' rather than fail the file.
  const known = new Set(regular.getCharacterSet());
  const printable = (text: string) => Array.from(text, (ch) => (known.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const line = (text: string, size: number, font: PDFFont = regular, x = MARGIN) => {
    if (y < MARGIN + ROW) {
      page = doc.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
    }
    page.drawText(printable(text), { x, y, size, font, ...(font === bold && size > 11 ? { color: NAVY } : {}) });
  };
  const next = (step = ROW) => {
    y -= step;
  };
  line(COLLEGE_IDENTITY.name, 14, bold);
  next(20);
  line(`${round.name}: ${label}`, 12, bold);
  next(16);
  const status = round.publishedAt
    ? `Published ${displayDay(todayInKolkata(new Date(round.publishedAt)))}`
    : 'PREVIEW: not for the notice board';
  line(`${status}. Last day to act on it: ${round.deadline ? displayDay(round.deadline) : '-'}`, 9);
  next(12);
  line(`Seat matrix version ${round.matrixVersion}, merit list version ${round.meritListVersion}, engine ${round.engine}`, 8);
  next(10);
  line(`SHA-256 ${round.hash}`, 7);
  next(20);

  line('Opening and closing ranks', 11, bold);
  next(ROW);
  // The seats table is the round's figures as the view carries them: the final list's, seats set by the office included.
  const closingColumns = [MARGIN, MARGIN + 190, MARGIN + 240, MARGIN + 280, MARGIN + 320, MARGIN + 385, MARGIN + 425, MARGIN + 470];
  ['Branch / block', 'Category', 'Seats', 'Filled', 'Supernum.', 'Vacant', 'Opening', 'Closing'].forEach((h, i) =>
    line(h, 9, bold, closingColumns[i]),
  );
  next();
  for (const c of view.closings) {
    [
      `${c.branch} / ${blockLabel(c.block)}`,
      c.category,
      String(c.seats),
      String(c.filled),
      String(c.supernumerary),
      String(c.vacant),
      String(c.opening ?? '-'),
      String(c.closing ?? '-'),
    ].forEach((cell, i) => line(cell, 8, regular, closingColumns[i]));
    next(12);
  }
  if (view.conversions.length > 0) {
    next(8);
    line('Seats converted (unclaimed reserved seats, by the rules)', 11, bold);
    next(ROW);
    for (const c of view.conversions) {
      line(`${c.branch} / ${blockLabel(c.block)}: ${c.seats} ${c.from} to ${c.to}`, 8);
      next(12);
    }
  }
  next(8);
  line('Allotment by rank', 11, bold);
  next(ROW);
  const columns = [MARGIN, MARGIN + 50, MARGIN + 160, MARGIN + 210];
  ['Rank', 'Application', 'Category', 'Allotted'].forEach((h, i) => line(h, 9, bold, columns[i]));
  next();
  for (const r of view.rows) {
    [
      String(r.rank),
      r.applicationId,
      r.category,
      `${short(r.seat)}${r.override ? ` (${r.supernumerary === null ? '' : 'supernumerary, '}set by the office *)` : ''}`,
    ].forEach((cell, i) => line(cell, 8, regular, columns[i]));
    next(12);
  }
  const overridden = view.rows.filter((r) => r.override);
  if (overridden.length > 0) {
    next(8);
    line('* Seats set by the office over the allotment, with the reason', 11, bold);
    next(ROW);
    for (const r of overridden) {
      const order = r.supernumerary === null ? '' : ` (supernumerary by ${r.supernumerary})`;
      line(`${r.applicationId}${order}: ${r.override ?? ''}`.slice(0, 110), 8);
      next(12);
    }
  }
  return doc.save();
}
