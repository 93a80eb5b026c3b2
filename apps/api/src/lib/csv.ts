// CSV as Excel and LibreOffice read it: UTF-8 with a byte-order mark (without it Excel reads
// Malayalam names as Latin-1), CRLF line ends, RFC 4180 quoting.

export const CSV_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would take for a formula is prefixed with an apostrophe, so a name typed
 * as '=HYPERLINK(...)' stays text on a clerk's machine. Formula starters are =, +, -, @, a tab or
 * CR before one, and their full-width forms (＝ ＋ － ＠), which some spreadsheets read as the
 * ASCII ones; leading spaces do not hide any of them.
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20\u2212\uFE62\uFE63\uFE66\uFE6B]/u;

export function neutralised(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells
    .map((raw) => {
      const cell = neutralised(raw);
      return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
    })
    .join(',')}\r\n`;
}
