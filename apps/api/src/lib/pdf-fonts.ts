// fontkit's shaping of Malayalam (its GSUB and GPOS lookups) runs generator code compiled for a
// regenerator runtime it expects to find installed globally; without it the letters come out
// unjoined. Loaded first, before fontkit.
import 'regenerator-runtime/runtime.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { apiPackageRoot } from './package-root';

// Every PDF the site makes embeds its fonts (assets/fonts, SIL OFL), so it prints the same on any
// machine: Liberation Sans for Latin text, Noto Sans Malayalam for Malayalam.
const FILES = {
  latin: { regular: 'LiberationSans-Regular.ttf', bold: 'LiberationSans-Bold.ttf' },
  malayalam: { regular: 'NotoSansMalayalam-Regular.ttf', bold: 'NotoSansMalayalam-Bold.ttf' },
} as const;
type Script = keyof typeof FILES;
type Weight = 'regular' | 'bold';

const bytes = new Map<string, Buffer>();
function fontFile(name: string): Buffer {
  let data = bytes.get(name);
  if (!data) {
    data = readFileSync(path.join(apiPackageRoot(), 'assets', 'fonts', name));
    bytes.set(name, data);
  }
  return data;
}

export type Face = Record<Script, PDFFont>;

function embed(doc: PDFDocument, script: Script, weight: Weight): Promise<PDFFont> {
  doc.registerFontkit(fontkit);
  return doc.embedFont(fontFile(FILES[script][weight]), { subset: true });
}

/** The document's regular and bold Latin faces, embedded as subsets: for documents in English. */
export async function embedFonts(doc: PDFDocument): Promise<Record<Weight, PDFFont>> {
  const [regular, bold] = await Promise.all([embed(doc, 'latin', 'regular'), embed(doc, 'latin', 'bold')]);
  return { regular, bold };
}

/** The regular and bold faces in both scripts: for a document with Malayalam in it. */
export async function embedFaces(doc: PDFDocument): Promise<Record<Weight, Face>> {
  const [latinRegular, latinBold, malayalamRegular, malayalamBold] = await Promise.all([
    embed(doc, 'latin', 'regular'),
    embed(doc, 'latin', 'bold'),
    embed(doc, 'malayalam', 'regular'),
    embed(doc, 'malayalam', 'bold'),
  ]);
  return {
    regular: { latin: latinRegular, malayalam: malayalamRegular },
    bold: { latin: latinBold, malayalam: malayalamBold },
  };
}

/** A text cut into runs of Malayalam letters and of everything else, each drawn in its script's font. */
export function scriptRuns(text: string): { text: string; script: Script }[] {
  return (text.match(/[\u0D00-\u0D7F\u200C\u200D]+|[^\u0D00-\u0D7F\u200C\u200D]+/g) ?? []).map((run) => ({
    text: run,
    script: /[\u0D00-\u0D7F]/.test(run) ? 'malayalam' : 'latin',
  }));
}

/** The width of a text set in a face at a size, run by run. */
export function widthOf(text: string, face: Face, size: number): number {
  return scriptRuns(text).reduce((width, run) => width + face[run.script].widthOfTextAtSize(run.text, size), 0);
}
