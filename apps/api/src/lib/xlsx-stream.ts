import { Readable } from 'node:stream';
import yazl from 'yazl';
import { escapeMarkup } from './markup';

// A one-sheet XLSX written as it goes: the sheet's XML is streamed into a zip entry, so the rows
// are never all in memory. Cells are inline strings: nothing is read as a number or a formula.

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
// Style 1 is the bold header row.
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="2"><xf/><xf fontId="1" applyFont="1"/></cellXfs></styleSheet>`;

const workbook = (sheetName: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeMarkup(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** A, B, ... Z, AA, AB ... for column n (0-based). */
function columnName(n: number): string {
  let name = '';
  for (let i = n + 1; i > 0; i = Math.floor((i - 1) / 26)) name = String.fromCharCode(65 + ((i - 1) % 26)) + name;
  return name;
}

function rowXml(index: number, cells: readonly string[], style: number): string {
  const r = index + 1;
  const s = style ? ` s="${style}"` : '';
  return `<row r="${r}">${cells
    .map((cell, c) => `<c r="${columnName(c)}${r}" t="inlineStr"${s}><is><t xml:space="preserve">${escapeMarkup(cell)}</t></is></c>`)
    .join('')}</row>`;
}

async function* sheetXml(
  header: readonly string[],
  rows: AsyncIterable<readonly string[]> | Iterable<readonly string[]>,
): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>`;
  yield rowXml(0, header, 1);
  let index = 1;
  for await (const cells of rows) yield rowXml(index++, cells, 0);
  yield '</sheetData></worksheet>';
}

/**
 * An XLSX of one sheet as a stream: the zip reads the sheet's rows as fast as the reader takes
 * the file, so the rows are never all in memory.
 */
export function xlsxStream(
  sheetName: string,
  header: readonly string[],
  rows: AsyncIterable<readonly string[]> | Iterable<readonly string[]>,
): Readable {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml');
  zip.addBuffer(Buffer.from(ROOT_RELS), '_rels/.rels');
  zip.addBuffer(Buffer.from(workbook(sheetName)), 'xl/workbook.xml');
  zip.addBuffer(Buffer.from(WORKBOOK_RELS), 'xl/_rels/workbook.xml.rels');
  zip.addBuffer(Buffer.from(STYLES), 'xl/styles.xml');
  zip.addReadStream(Readable.from(sheetXml(header, rows)), 'xl/worksheets/sheet1.xml');
  zip.end();
  // yazl's types name a bare NodeJS.ReadableStream; at run time it is a PassThrough.
  const output = zip.outputStream as unknown as Readable;
  // yazl reports a failed entry on the zip itself; the output must fail too, or its reader waits forever.
  zip.on('error', (err: Error) => output.destroy(err));
  return output;
}
