import {
  concatTransformationMatrix,
  fill as fillPath,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  type Color,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';
import type { Application } from '@college/contracts/entities/application';
import { displayDateTime, displayDay } from '@college/contracts/rules/day';
import { specialQuotas } from '@college/contracts/rules/special-quotas';
import type { Language } from '@college/contracts/languages';
import { fill } from '../../lib/fill';
import { embedFaces, scriptRuns, widthOf, type Face } from '../../lib/pdf-fonts';
import { STATUS_TEXTS } from '../messages/messages.api';
import { ACKNOWLEDGEMENT_TEXTS, CHOICE_LABELS_ML } from './acknowledgement-texts';
import { qrModules } from './qr';
import {
  codedLabel,
  PERSONAL_FIELD_KEYS,
  PERSONAL_FIELDS,
  personalValue,
  type PersonalField,
  type PersonalFieldKind,
} from '@college/contracts/entities/personal-fields';

// An A4 acknowledgement an applicant can print and keep: who, what was applied for, the fee paid
// and a QR code a clerk can scan to check the printout against the office's records.

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const NAVY = rgb(0.043, 0.239, 0.431);
const GOLD = rgb(0.961, 0.702, 0.004);
const GREY = rgb(0.29, 0.325, 0.38);
const TOP = A4.height - MARGIN;
/** The QR code, top right: the verification link. */
const QR = { size: 96, x: A4.width - MARGIN - 96, y: TOP - 70 - 96 };
/** The photo's box beside the code, as on a hall ticket: nothing drawn left of it may run into it. */
export const PHOTO_BOX = { x: QR.x - 16 - 75, y: QR.y, width: 75, height: 96 };

/** A choice the contract names in English (a category, a mode), in the document's language. */
const chosen = (label: string, language: Language) => (language === 'ml' ? (CHOICE_LABELS_ML[label] ?? label) : label);

/** A personal detail as the acknowledgement prints it: dates as dd/MM/yyyy, a choice in the document's language. */
function acknowledgementText(
  key: PersonalField,
  kind: PersonalFieldKind,
  value: string,
  say: (key: string) => string,
  language: Language,
): string {
  if (kind === 'day') return displayDay(value);
  if (kind === 'choice') return say(value);
  if (kind === 'coded') return chosen(codedLabel(key, value), language);
  if (key === 'mobile') return `+91 ${value}`;
  return value;
}

export type AcknowledgementInput = {
  college: { name: string; address: string };
  application: Application;
  submittedAt: string;
  verifyUrl: string;
  /** The applicant's language: the document's own words are in it, what they entered as entered. */
  language: Language;
  /** The stored photo and signature (JPEG), where the applicant sent them. */
  photo?: Uint8Array | null;
  signature?: Uint8Array | null;
};

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A word too wide for a line, cut between letters (never inside a conjunct) into pieces that fit. */
function cutWord(word: string, face: Face, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const { segment } of graphemes.segment(word)) {
    if (piece && widthOf(piece + segment, face, size) > width) {
      pieces.push(piece);
      piece = segment;
    } else piece += segment;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Lines of `text` that fit `width` at `size`; a word longer than a line is cut to fit. */
function wrap(text: string, face: Face, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).flatMap((w) => (widthOf(w, face, size) > width ? cutWord(w, face, size, width) : [w]))) {
    const next = line ? `${line} ${word}` : word;
    if (widthOf(next, face, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Every string in the application, to know which scripts' fonts the document needs. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Draws a line of text, each run of one script's letters in that script's font. */
function draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; face: Face; color?: Color }) {
  let x = at.x;
  for (const run of scriptRuns(text)) {
    const font = at.face[run.script];
    page.drawText(run.text, { x, y: at.y, size: at.size, font, ...(at.color ? { color: at.color } : {}) });
    x += font.widthOfTextAtSize(run.text, at.size);
  }
}

class Writer {
  y = A4.height - MARGIN;
  constructor(
    readonly page: PDFPage,
    readonly regular: Face,
    readonly bold: Face,
  ) {}

  heading(text: string) {
    this.y -= 10;
    draw(this.page, text, { x: MARGIN, y: this.y, size: 12.5, face: this.bold, color: NAVY });
    this.y -= 5;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4.width - MARGIN, y: this.y }, thickness: 0.6, color: NAVY });
    this.y -= 14;
  }

  row(label: string, value: string) {
    const labelWidth = 140;
    const lines = wrap(value || '—', this.regular, 10, A4.width - 2 * MARGIN - labelWidth);
    draw(this.page, label, { x: MARGIN, y: this.y, size: 10, face: this.bold, color: GREY });
    for (const line of lines) {
      draw(this.page, line, { x: MARGIN + labelWidth, y: this.y, size: 10, face: this.regular });
      this.y -= 14;
    }
  }
}

function feeLine(app: Application, t: Record<string, string>): string {
  const fee = app.paymentDetails.application_fee;
  const paid = fee.status === 'success' || fee.status === 'completed';
  const amount = String(app.feeAmount);
  if (!paid) return fill(t.notPaid ?? '', { amount });
  const line = fee.verifiedAt ? fill(t.paidOn ?? '', { amount, date: displayDateTime(fee.verifiedAt) }) : fill(t.paid ?? '', { amount });
  return `${line}${fee.gatewayPaymentId ? fill(t.paymentId ?? '', { payment: fee.gatewayPaymentId }) : ''}`;
}

export async function acknowledgementPdf(input: AcknowledgementInput): Promise<Uint8Array> {
  const { application: app } = input;
  const t = ACKNOWLEDGEMENT_TEXTS[input.language];
  const say = (key: string, values: Record<string, string | number> = {}) => fill(t[key] ?? '', values);
  const doc = await PDFDocument.create();
  doc.setTitle(say('documentTitle', { application: app.applicationId }));
  doc.setLanguage(input.language === 'ml' ? 'ml-IN' : 'en-IN');
  doc.setAuthor(input.college.name);
  doc.setCreator(input.college.name);
  doc.setProducer(input.college.name);
  // A font for each script the document may draw, and no other: an English acknowledgement of an
  // applicant who typed only Latin letters carries no Malayalam font (5 kB of a 22 kB download).
  const { regular, bold } = await embedFaces(doc, [
    ...stringsOf(app),
    ...Object.values(t),
    ...Object.values(STATUS_TEXTS[input.language]),
    input.college.name,
    input.college.address,
  ]);
  const page = doc.addPage([A4.width, A4.height]);
  const w = new Writer(page, regular, bold);

  // The college's mark (as on the site) and name.
  page.drawRectangle({ x: MARGIN, y: TOP - 44, width: 44, height: 44, color: NAVY });
  page.drawSvgPath('M14 26 32 16l18 10-18 10z', { x: MARGIN, y: TOP, scale: 44 / 64, color: GOLD });
  page.drawSvgPath('M22 32v10c6 5 14 5 20 0V32l-10 6z', { x: MARGIN, y: TOP, scale: 44 / 64, color: rgb(1, 1, 1) });
  draw(page, input.college.name, { x: MARGIN + 56, y: TOP - 18, size: 15, face: bold, color: NAVY });
  draw(page, input.college.address, { x: MARGIN + 56, y: TOP - 36, size: 9, face: regular, color: GREY });

  const modules = qrModules(input.verifyUrl);
  const cell = QR.size / modules.length;
  // Each run of dark modules in a row is one rectangle, and all are filled at once: drawn module by
  // module, the code was a seventh of the file an applicant downloads on a slow connection. The
  // rectangles are in modules (whole numbers), scaled to the page once: in points, each corner
  // took sixteen digits, and the code was still a tenth of the file.
  const runs: PDFOperator[] = [];
  modules.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      if (!row[c]) continue;
      const start = c;
      while (row[c + 1]) c++;
      runs.push(rectangle(start, modules.length - 1 - r, c - start + 1, 1));
    }
  });
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(cell, 0, 0, cell, QR.x, QR.y),
    setFillingRgbColor(0, 0, 0),
    ...runs,
    fillPath(),
    popGraphicsState(),
  );
  const scan = say('scan');
  draw(page, scan, { x: QR.x + (QR.size - widthOf(scan, regular, 8)) / 2, y: QR.y - 12, size: 8, face: regular, color: GREY });

  // The photo: the clerk at the desk compares it with the face.
  const { x: photoX, y: photoY, ...photoBox } = PHOTO_BOX;
  if (input.photo) {
    const photo = await doc.embedJpg(input.photo);
    const scale = Math.min(photoBox.width / photo.width, photoBox.height / photo.height);
    page.drawImage(photo, {
      x: photoX,
      y: photoY + photoBox.height - photo.height * scale,
      width: photo.width * scale,
      height: photo.height * scale,
    });
  } else {
    page.drawRectangle({ x: photoX, y: photoY, ...photoBox, borderColor: GREY, borderWidth: 0.6 });
    for (const [i, line] of wrap(say('noPhoto'), regular, 8, photoBox.width - 8).entries()) {
      draw(page, line, { x: photoX + 4, y: photoY + photoBox.height / 2 - i * 10, size: 8, face: regular, color: GREY });
    }
  }

  w.y = TOP - 84;
  // The title stops short of the photo: the Malayalam one is wider at 18 pt than the room beside it.
  const title = say('title');
  draw(page, title, { x: MARGIN, y: w.y, size: Math.min(18, (18 * (photoX - 12 - MARGIN)) / widthOf(title, bold, 18)), face: bold });
  w.y -= 26;
  draw(page, app.applicationId, { x: MARGIN, y: w.y, size: 16, face: bold, color: NAVY });
  w.y -= 20;
  w.row(say('submitted'), displayDateTime(input.submittedAt));
  w.row(say('status'), STATUS_TEXTS[input.language][app.status]);
  w.y = Math.min(w.y, QR.y - 24);

  const p = app.personalDetails;
  w.heading(say('personal'));
  for (const key of PERSONAL_FIELD_KEYS) {
    if (!PERSONAL_FIELDS[key].acknowledgement) continue;
    const value = personalValue(p, app.mobile, key);
    // A certificate or a percentage that does not apply (no claim, no disability) is left out.
    if (!value && (key === 'certificateNumber' || key === 'certificateDate' || key === 'disabilityPercent')) continue;
    w.row(say(key), value ? acknowledgementText(key, PERSONAL_FIELDS[key].kind, value, say, input.language) : '');
  }

  const a = app.addressFamilyDetails;
  w.heading(say('family'));
  w.row(
    say('address'),
    a
      ? `${a.address.houseNumber}, ${a.address.street}, ${a.address.postOffice}, ${a.address.district}, ${a.address.state} ${a.address.pinCode}, ${a.address.country}`
      : '',
  );
  w.row(say('father'), a ? `${a.parents.fatherName} (${a.parents.fatherMobile})` : '');
  w.row(say('mother'), a ? `${a.parents.motherName} (${a.parents.motherMobile})` : '');
  if (a?.guardian.guardianName)
    w.row(say('guardian'), `${a.guardian.guardianName}, ${a.guardian.guardianPlace} (${a.guardian.guardianContact})`);

  w.heading(say('programme'));
  for (const s of app.programSelections) {
    w.row(s.programName, [s.mode && chosen(s.mode, input.language), s.specialization].filter(Boolean).join(', '));
    s.branchPreferences.forEach((b) => w.row(say('preference', { priority: b.priority }), b.branch));
  }

  const e = app.educationDetails;
  w.heading(say('education'));
  for (const x of e?.educationData ?? []) {
    const result = say(x.passedFailed === 'Passed' ? 'passed' : 'failed');
    w.row(
      x.examination,
      `${result}, ${x.yearOfPass ?? '—'}, ${x.percentageMarks ?? '—'}%, ${say('registration', { number: x.registrationNumber || '—' })}${x.board ? `, ${x.board}` : ''}`,
    );
  }

  const quotas = specialQuotas(e?.educationData ?? []);
  if (quotas.length > 0) w.row(say('specialQuotas'), quotas.join(', '));

  w.heading(say('feeHeading'));
  w.row(say('fee'), feeLine(app, t));

  if (input.signature) {
    const signature = await doc.embedJpg(input.signature);
    const scale = Math.min(150 / signature.width, 50 / signature.height);
    const width = signature.width * scale;
    const x = A4.width - MARGIN - width;
    w.y -= 56;
    page.drawImage(signature, { x, y: w.y, width, height: signature.height * scale });
    w.y -= 12;
    draw(page, say('signature'), { x, y: w.y, size: 8, face: regular, color: GREY });
  }

  draw(page, say('check', { url: input.verifyUrl }), { x: MARGIN, y: MARGIN + 14, size: 7.5, face: regular, color: GREY });
  for (const [i, line] of wrap(say('keep'), regular, 8, A4.width - 2 * MARGIN).entries()) {
    draw(page, line, { x: MARGIN, y: MARGIN - i * 11, size: 8, face: regular, color: GREY });
  }
  return doc.save();
}
