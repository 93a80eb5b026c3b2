import { PDFDocument, rgb } from 'pdf-lib';
import { COLLEGE_IDENTITY } from '@college/contracts/college';
import { ERASED_MERIT_NAME, type MeritEntry } from '@college/contracts/entities/merit';
import { todayInKolkata } from '@college/contracts/rules/day';
import { displayDay } from '@college/contracts/rules/day';
import { embedFonts } from '../../lib/pdf-fonts';
import { csvLine, CSV_BOM } from '../../lib/csv';
import type { MeritListRow } from './merit.repository';

const fixed = (n: number | null) => (n === null ? '' : String(n));

/** The list as CSV for the office: full names and every input, with a byte-order mark for Excel. */
export function meritCsv(list: MeritListRow, tieBreaks: string[]): string {
  const byIndex = list.formula.basis === 'index-mark';
  const header = [
    'Rank',
    'Application number',
    'Name',
    'Date of birth',
    `${list.formula.examination} (%)`,
    'Entrance score',
    byIndex ? 'Score: index mark (WGPA)' : 'Score',
    ...(byIndex ? ['Tie-break: AWGV'] : []),
    ...tieBreaks.map((t) => `Tie-break: ${t} (%)`),
  ];
  const rows = list.entries.map((e) => [
    String(e.rank),
    e.applicationId,
    e.erased ? ERASED_MERIT_NAME : e.name,
    e.dob,
    String(e.examinationPercent),
    fixed(e.entranceScore),
    String(e.score),
    ...(byIndex ? [fixed(e.awgv ?? null)] : []),
    ...e.tieBreakPercents.map(fixed),
  ]);
  return CSV_BOM + [header, ...rows].map(csvLine).join('');
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const NAVY = rgb(0.043, 0.239, 0.431);
const ROW = 16;

/**
 * The list for the notice board: rank, application number and score. Applicants are mostly
 * minors, so names stay off a sheet pinned in a corridor; each applicant knows their own number.
 */
export async function meritPdf(list: MeritListRow, label: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Merit list: ${label}, version ${list.version}`);
  const { regular, bold } = await embedFonts(doc);
  const status = list.publishedAt ? `Published ${displayDay(todayInKolkata(list.publishedAt))}` : 'PROVISIONAL: not for the notice board';
  const columns = [MARGIN, MARGIN + 70, MARGIN + 230];
  let page = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const heading = () => {
    page.drawText(COLLEGE_IDENTITY.name, { x: MARGIN, y, size: 14, font: bold, color: NAVY });
    y -= 20;
    page.drawText(`Merit list: ${label}, version ${list.version}`, { x: MARGIN, y, size: 12, font: bold });
    y -= 16;
    const basis =
      list.formula.basis === 'index-mark' ? 'the SSLC index mark (WGPA; ties by AWGV)' : `${list.formula.examination} percentage`;
    page.drawText(`${status}. Ranked by ${basis}`, { x: MARGIN, y, size: 9, font: regular });
    y -= 12;
    page.drawText(`Formula version ${list.formulaVersion}. SHA-256 ${list.hash}`, { x: MARGIN, y, size: 7, font: regular });
    y -= 22;
    ['Rank', 'Application number', 'Score'].forEach((h, i) => page.drawText(h, { x: columns[i] ?? MARGIN, y, size: 10, font: bold }));
    y -= ROW;
  };
  heading();
  const draw = (e: MeritEntry) => {
    if (y < MARGIN) {
      page = doc.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
      heading();
    }
    [String(e.rank), e.applicationId, e.score.toFixed(3)].forEach((cell, i) =>
      page.drawText(cell, { x: columns[i] ?? MARGIN, y, size: 10, font: regular }),
    );
    y -= ROW;
  };
  list.entries.forEach(draw);
  if (list.entries.length === 0) page.drawText('No applicant is eligible yet.', { x: MARGIN, y, size: 10, font: regular });
  return doc.save();
}
