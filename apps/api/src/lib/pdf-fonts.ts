import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { apiPackageRoot } from './package-root';

// Every PDF the site makes embeds Liberation Sans (assets/fonts, SIL OFL), so it prints the same
// on any machine instead of relying on a reader's stand-in for Helvetica.
let fontBytes: { regular: Buffer; bold: Buffer } | undefined;
function fonts() {
  const dir = path.join(apiPackageRoot(), 'assets', 'fonts');
  fontBytes ??= {
    regular: readFileSync(path.join(dir, 'LiberationSans-Regular.ttf')),
    bold: readFileSync(path.join(dir, 'LiberationSans-Bold.ttf')),
  };
  return fontBytes;
}

/** The document's regular and bold faces, embedded as subsets. */
export async function embedFonts(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    doc.embedFont(fonts().regular, { subset: true }),
    doc.embedFont(fonts().bold, { subset: true }),
  ]);
  return { regular, bold };
}
