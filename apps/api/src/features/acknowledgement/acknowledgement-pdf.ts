import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Application } from '@college/contracts/entities/application';
import { displayDateTime, displayDay } from '@college/contracts/rules/day';
import { STATUS_LABELS } from '@college/contracts/stages';
import { embedFonts } from '../../lib/pdf-fonts';
import { qrModules } from './qr';

// An A4 acknowledgement an applicant can print and keep: who, what was applied for, the fee paid
// and a QR code a clerk can scan to check the printout against the office's records.

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const NAVY = rgb(0.043, 0.239, 0.431);
const GOLD = rgb(0.961, 0.702, 0.004);
const GREY = rgb(0.29, 0.325, 0.38);

export type AcknowledgementInput = {
  college: { name: string; address: string };
  application: Application;
  submittedAt: string;
  verifyUrl: string;
};

/** Lines of `text` that fit `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  y = A4.height - MARGIN;
  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  heading(text: string) {
    this.y -= 10;
    this.page.drawText(text, { x: MARGIN, y: this.y, size: 12.5, font: this.bold, color: NAVY });
    this.y -= 5;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4.width - MARGIN, y: this.y }, thickness: 0.6, color: NAVY });
    this.y -= 14;
  }

  row(label: string, value: string) {
    const labelWidth = 140;
    const lines = wrap(value || '—', this.regular, 10, A4.width - 2 * MARGIN - labelWidth);
    this.page.drawText(label, { x: MARGIN, y: this.y, size: 10, font: this.bold, color: GREY });
    for (const line of lines) {
      this.page.drawText(line, { x: MARGIN + labelWidth, y: this.y, size: 10, font: this.regular });
      this.y -= 14;
    }
  }
}

function feeLine(app: Application): string {
  const fee = app.paymentDetails.application_fee;
  const paid = fee.status === 'success' || fee.status === 'completed';
  if (!paid) return `Rs. ${app.feeAmount}: not paid`;
  const when = fee.verifiedAt ? ` on ${displayDateTime(fee.verifiedAt)}` : '';
  return `Paid Rs. ${app.feeAmount}${when}${fee.gatewayPaymentId ? ` (payment id ${fee.gatewayPaymentId})` : ''}`;
}

export async function acknowledgementPdf(input: AcknowledgementInput): Promise<Uint8Array> {
  const { application: app } = input;
  const doc = await PDFDocument.create();
  doc.setTitle(`Application acknowledgement ${app.applicationId}`);
  doc.setAuthor(input.college.name);
  doc.setCreator(input.college.name);
  doc.setProducer(input.college.name);
  const { regular, bold } = await embedFonts(doc);
  const page = doc.addPage([A4.width, A4.height]);
  const w = new Writer(page, regular, bold);

  // The college's mark (as on the site) and name.
  const top = A4.height - MARGIN;
  page.drawRectangle({ x: MARGIN, y: top - 44, width: 44, height: 44, color: NAVY });
  page.drawSvgPath('M14 26 32 16l18 10-18 10z', { x: MARGIN, y: top, scale: 44 / 64, color: GOLD });
  page.drawSvgPath('M22 32v10c6 5 14 5 20 0V32l-10 6z', { x: MARGIN, y: top, scale: 44 / 64, color: rgb(1, 1, 1) });
  page.drawText(input.college.name, { x: MARGIN + 56, y: top - 18, size: 15, font: bold, color: NAVY });
  page.drawText(input.college.address, { x: MARGIN + 56, y: top - 36, size: 9, font: regular, color: GREY });

  // The QR code, top right: the verification link.
  const modules = qrModules(input.verifyUrl);
  const qrSize = 96;
  const cell = qrSize / modules.length;
  const qrX = A4.width - MARGIN - qrSize;
  const qrY = top - 70 - qrSize;
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark)
        page.drawRectangle({ x: qrX + c * cell, y: qrY + (modules.length - 1 - r) * cell, width: cell, height: cell, color: rgb(0, 0, 0) });
    }),
  );
  page.drawText('Scan to verify', { x: qrX + 14, y: qrY - 12, size: 8, font: regular, color: GREY });

  w.y = top - 84;
  page.drawText('Application Acknowledgement', { x: MARGIN, y: w.y, size: 18, font: bold });
  w.y -= 26;
  page.drawText(app.applicationId, { x: MARGIN, y: w.y, size: 16, font: bold, color: NAVY });
  w.y -= 20;
  w.row('Submitted', displayDateTime(input.submittedAt));
  w.row('Status', STATUS_LABELS[app.status]);
  w.y = Math.min(w.y, qrY - 24);

  const p = app.personalDetails;
  w.heading('Personal details');
  w.row('Full name', p?.fullName ?? '');
  w.row('Date of birth', p ? displayDay(p.dob) : '');
  w.row('Gender', p ? p.gender.charAt(0).toUpperCase() + p.gender.slice(1) : '');
  w.row('Email', p?.email ?? '');
  w.row('Mobile', `+91 ${app.mobile}`);

  const a = app.addressFamilyDetails;
  w.heading('Address and family');
  w.row(
    'Address',
    a
      ? `${a.address.houseNumber}, ${a.address.street}, ${a.address.postOffice}, ${a.address.district}, ${a.address.state} ${a.address.pinCode}, ${a.address.country}`
      : '',
  );
  w.row('Father', a ? `${a.parents.fatherName} (${a.parents.fatherMobile})` : '');
  w.row('Mother', a ? `${a.parents.motherName} (${a.parents.motherMobile})` : '');
  if (a?.guardian.guardianName)
    w.row('Guardian', `${a.guardian.guardianName}, ${a.guardian.guardianPlace} (${a.guardian.guardianContact})`);

  w.heading('Programme');
  for (const s of app.programSelections) {
    w.row(s.programName, [s.mode, s.specialization].filter(Boolean).join(', '));
    s.branchPreferences.forEach((b) => w.row(`Preference ${b.priority}`, b.branch));
  }

  const e = app.educationDetails;
  w.heading('Education');
  for (const x of e?.educationData ?? []) {
    w.row(
      x.examination,
      `${x.passedFailed}, ${x.yearOfPass ?? '—'}, ${x.percentageMarks ?? '—'}%, Reg. No. ${x.registrationNumber || '—'}`,
    );
  }

  w.heading('Application fee');
  w.row('Fee', feeLine(app));

  page.drawText(`Check this acknowledgement at ${input.verifyUrl}`, { x: MARGIN, y: MARGIN + 14, size: 7.5, font: regular, color: GREY });
  page.drawText('Keep this page until admission is complete. The office will contact you after reviewing the application.', {
    x: MARGIN,
    y: MARGIN,
    size: 8,
    font: regular,
    color: GREY,
  });
  return doc.save();
}
