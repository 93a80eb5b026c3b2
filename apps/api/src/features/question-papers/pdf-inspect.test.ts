import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { hostilePdfs } from './hostile-pdfs';
import { samplePdf } from './pdf';
import { inspectPdf, PDF_LIMITS } from './pdf-inspect';

const dir = mkdtempSync(path.join(tmpdir(), 'college-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const fileOf = (bytes: Buffer) => {
  const file = path.join(dir, `${n++}.pdf`);
  writeFileSync(file, bytes);
  return file;
};

describe('inspectPdf', () => {
  it('when the file is a plain PDF, then it passes with its page count', async () => {
    expect(await inspectPdf(fileOf(samplePdf(['One page'])))).toEqual({ ok: true, pages: 1 });
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.addPage();
    expect(await inspectPdf(fileOf(Buffer.from(await doc.save({ useObjectStreams: true }))))).toEqual({ ok: true, pages: 2 });
  });

  it.each([
    ['a PDF with a web page after its end', () => hostilePdfs.pdfThenHtml(), 'trailing-data'],
    ['a web page with the PDF header', () => hostilePdfs.htmlWithPdfHeader(), 'unreadable'],
    ['JavaScript run on open, in an object stream', () => hostilePdfs.openActionScript(), 'javascript'],
    ['document JavaScript in the name tree', () => hostilePdfs.namedScript(), 'javascript'],
    ['a link that launches a program', () => hostilePdfs.launchAction(), 'launch'],
    ['an encrypted PDF', () => hostilePdfs.encrypted(), 'encrypted'],
    ['a deflate bomb', () => hostilePdfs.deflateBomb(210), 'inflates-too-much'],
  ])('when the file is %s, then it is refused', async (_name, make, reason) => {
    expect(await inspectPdf(fileOf(await make()))).toEqual({ ok: false, reason });
  });

  it('when checking takes longer than allowed, then the file is refused as too complex', async () => {
    const file = fileOf(samplePdf(['Slow']));
    expect(await inspectPdf(file, { ...PDF_LIMITS, timeoutMs: 1 })).toEqual({ ok: false, reason: 'too-complex' });
  });
});
