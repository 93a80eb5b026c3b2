// CSV as Excel and LibreOffice read it: UTF-8 with a byte-order mark (without it Excel reads
// Malayalam names as Latin-1), CRLF line ends, RFC 4180 quoting.

export const CSV_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would take for a formula (=, +, -, @, or a tab or CR before one) is
 * prefixed with an apostrophe, so a name typed as '=HYPERLINK(...)' stays text on a clerk's machine.
 */
function neutralised(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells
    .map((raw) => {
      const cell = neutralised(raw);
      return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
    })
    .join(',')}\r\n`;
}
