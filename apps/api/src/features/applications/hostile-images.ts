import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Pictures built the way attackers (and cameras) build them, for the upload checks' tests.

/** The smallest document every PDF reader opens. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 300]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** One PNG chunk: length, type, data and the CRC over type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A plain picture of a given size and colour. */
export function plainPicture(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg', background = '#7a8fa6') {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A phone's picture: 4000 x 3000 (12 MP) of camera-like noise, taken with the phone on its side
 * (EXIF orientation 6) and with the place it was taken (GPS) in its EXIF.
 */
export function phonePicture(width = 4000, height = 3000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '9/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '76/1 17/1 0/1' },
    })
    .toBuffer();
}

export const hostileImages = {
  /** A decompression bomb: a PNG that says it is 30000 x 30000 (900 MP) in a few hundred bytes. */
  bomb: () => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(30_000, 0);
    header.writeUInt32BE(30_000, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // RGB
    return Buffer.concat([
      PNG_SIGNATURE,
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(Buffer.alloc(4096))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
  },
  /** A real JPEG with a PDF riding after its end: a viewer shows the picture, a PDF reader the document. */
  polyglotPdf: async () => Buffer.concat([await plainPicture(300, 400), PDF]),
  /** A real JPEG with a web page after its end. */
  polyglotHtml: async () =>
    Buffer.concat([await plainPicture(300, 400), Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
  /** A real JPEG with a ZIP archive's directory closing it: unzip opens it as an archive. */
  polyglotZip: async () => Buffer.concat([await plainPicture(300, 400), Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]),
  /** A PDF named photo.jpg and sent as image/jpeg. */
  renamedPdf: () => PDF,
  /** A PNG whose EXIF chunk is 200 KB: far more than any camera writes, room for anything. */
  hugeExif: async () => {
    const png = await plainPicture(300, 400, 'png');
    const exif = Buffer.concat([Buffer.from('MM\x00\x2a\x00\x00\x00\x08\x00\x00', 'latin1'), Buffer.alloc(200_000, 0x41)]);
    // After the IHDR chunk (8 bytes of signature, 25 of IHDR).
    return Buffer.concat([png.subarray(0, 33), pngChunk('eXIf', exif), png.subarray(33)]);
  },
  /** The first kilobyte of a JPEG: the header promises a picture the file does not hold. */
  truncated: async () => (await plainPicture(600, 800)).subarray(0, 1024),
};
