// fontkit's shaping of Malayalam (its GSUB and GPOS lookups) runs generator code compiled for a
// regenerator runtime it expects to find installed globally; without it the letters come out
// unjoined. Loaded first, before fontkit.
import 'regenerator-runtime/runtime.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { PRINTABLE_SCRIPTS, scriptOf, type PrintableScript } from '@college/contracts/rules/scripts';
import { apiPackageRoot } from './package-root';

// Every PDF the site makes embeds its fonts (assets/fonts: Noto under the SIL OFL, College Sans under
// Liberation's licence, see LICENSE-*.txt), so it prints the same on any
// machine: College Sans for Latin text (Liberation Sans), Noto Sans Malayalam for Malayalam, and a Noto face for
// each other script an applicant may write their name or address in (rules/scripts.ts in the
// contracts lists them, and the forms accept nothing else). Those others have a regular face only:
// what an applicant typed is set in regular, and bold text is the site's own, in English or Malayalam.
// Every face is kept without its screen hinting (scripts/unhint-fonts.py): PDFs do not use it.
const FILES: Record<PrintableScript, { regular: string; bold?: string }> = {
  latin: { regular: 'CollegeSans-Regular.ttf', bold: 'CollegeSans-Bold.ttf' },
  malayalam: { regular: 'NotoSansMalayalam-Regular.ttf', bold: 'NotoSansMalayalam-Bold.ttf' },
  tamil: { regular: 'NotoSansTamil-Regular.ttf' },
  devanagari: { regular: 'NotoSansDevanagari-Regular.ttf' },
  kannada: { regular: 'NotoSansKannada-Regular.ttf' },
  telugu: { regular: 'NotoSansTelugu-Regular.ttf' },
  arabic: { regular: 'NotoNaskhArabic-Regular.ttf' },
};
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

export type Face = Record<PrintableScript, PDFFont>;

function embed(doc: PDFDocument, script: PrintableScript, weight: Weight): Promise<PDFFont> {
  doc.registerFontkit(fontkit);
  const files = FILES[script];
  return doc.embedFont(fontFile(weight === 'bold' ? (files.bold ?? files.regular) : files.regular), { subset: true });
}

/** The document's regular and bold Latin faces, embedded as subsets: for documents in English. */
export async function embedFonts(doc: PDFDocument): Promise<Record<Weight, PDFFont>> {
  const [regular, bold] = await Promise.all([embed(doc, 'latin', 'regular'), embed(doc, 'latin', 'bold')]);
  return { regular, bold };
}

/** The scripts the texts are written in, and Latin (for digits, dates and codes). */
function scriptsIn(texts: readonly string[]): Set<PrintableScript> {
  const found = new Set<PrintableScript>(['latin']);
  for (const text of texts) for (const run of scriptRuns(text)) found.add(run.script);
  return found;
}

/**
 * The regular and bold faces of every script in `texts` (Latin always), for a document with what
 * applicants typed in it: `texts` must hold every text the document may draw, its own words
 * included. A script not in the texts gets no font of its own.
 */
export async function embedFaces(doc: PDFDocument, texts: readonly string[] = []): Promise<Record<Weight, Face>> {
  const needed = scriptsIn(texts);
  const embedded = new Map<PrintableScript, Record<Weight, PDFFont>>();
  await Promise.all(
    PRINTABLE_SCRIPTS.filter((script) => needed.has(script)).map(async (script) => {
      const [regular, bold] = await Promise.all([
        embed(doc, script, 'regular'),
        // A script with no bold face of its own uses its regular one, embedded once.
        FILES[script].bold ? embed(doc, script, 'bold') : undefined,
      ]);
      embedded.set(script, { regular, bold: bold ?? regular });
    }),
  );
  // Latin is always embedded (scriptsIn starts with it); a script the texts do not use never reaches a draw.
  const latin = embedded.get('latin');
  if (!latin) throw new Error('the Latin face was not embedded');
  const face = (weight: Weight) =>
    Object.fromEntries(PRINTABLE_SCRIPTS.map((script) => [script, (embedded.get(script) ?? latin)[weight]])) as Face;
  return { regular: face('regular'), bold: face('bold') };
}

type Run = { text: string; script: PrintableScript };
const JOINERS = /^[\u200C\u200D]$/u;
const SPACES = /^\s+$/u;

/**
 * A text cut into runs of one script each, each drawn in its script's font. Joiners stay with the
 * letters around them, and spaces between two words of one script stay in that script's run, so
 * that a name in Arabic letters is laid out right to left as a whole.
 */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const script = JOINERS.test(char) && last ? last.script : JOINERS.test(char) ? 'malayalam' : scriptOf(char);
    if (last && last.script === script) last.text += char;
    else runs.push({ text: char, script });
  }
  const merged: Run[] = [];
  runs.forEach((run, i) => {
    const before = merged.at(-1);
    const after = runs[i + 1];
    if (run.text === '') return;
    if (before && after && run.script === 'latin' && SPACES.test(run.text) && before.script !== 'latin' && after.script === before.script) {
      // Spaces between two words of one script: they join that run, and so does the next word.
      before.text += run.text + after.text;
      after.text = '';
    } else if (before && before.script === run.script) {
      before.text += run.text;
    } else {
      merged.push({ ...run });
    }
  });
  return merged;
}

/** The width of a text set in a face at a size, run by run. */
export function widthOf(text: string, face: Face, size: number): number {
  return scriptRuns(text).reduce((width, run) => width + face[run.script].widthOfTextAtSize(run.text, size), 0);
}
