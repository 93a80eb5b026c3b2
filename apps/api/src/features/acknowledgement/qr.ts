import QRCode from 'qrcode';

/** The dark modules of a QR code for `text`, row by row (error correction M: a creased printout still scans). */
export function qrModules(text: string): boolean[][] {
  const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = code.modules.size;
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => code.modules.get(row, col) === 1));
}
