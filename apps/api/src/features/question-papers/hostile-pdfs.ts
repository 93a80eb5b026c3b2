import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { samplePdf } from './pdf';

// Files built the way attackers build them, for the upload checks' tests.

async function withCatalog(edit: (doc: PDFDocument) => void): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  edit(doc);
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

export const hostilePdfs = {
  /** A real PDF with a web page riding after its end. */
  pdfThenHtml: () => Buffer.concat([samplePdf(['Polyglot']), Buffer.from('\n<html><script>alert(document.cookie)</script></html>\n')]),
  /** A web page that starts with the PDF magic bytes. */
  htmlWithPdfHeader: () => Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n'),
  /** JavaScript run when the file opens, tucked in a compressed object stream. */
  openActionScript: () =>
    withCatalog((doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }))),
  /** Document-level JavaScript through the name tree. */
  namedScript: () =>
    withCatalog((doc) => {
      const action = doc.context.register(doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(2)') }));
      const names = doc.context.obj({ Names: [PDFString.of('run'), action] });
      doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: names }));
    }),
  /** A link that starts a program. */
  launchAction: () =>
    withCatalog((doc) => {
      const annot = doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [0, 0, 100, 100],
        A: { S: 'Launch', F: PDFString.of('cmd.exe') },
      });
      doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annot)]));
    }),
  /** Encrypted: a reader asks for a password, and no check can see inside. */
  encrypted: () => {
    const plain = samplePdf(['Secret']).toString('latin1');
    return Buffer.from(
      plain.replace('/Root 1 0 R >>', '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /P -4 /O (x) /U (y) >> >>'),
      'latin1',
    );
  },
  /** A content stream of a few hundred kilobytes that inflates to `inflatedMb` megabytes. */
  deflateBomb: (inflatedMb: number) => {
    const bomb = deflateSync(Buffer.alloc(inflatedMb * 1024 * 1024), { level: 9 });
    const head = samplePdf(['Bomb']);
    const text = head.toString('latin1');
    const at = text.indexOf('xref');
    const obj = Buffer.concat([
      Buffer.from(`6 0 obj\n<< /Length ${bomb.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      bomb,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]);
    // Kept simple: the object sits before the cross-reference table, which the parser rebuilds.
    return Buffer.concat([head.subarray(0, at), obj, head.subarray(at)]);
  },
};
