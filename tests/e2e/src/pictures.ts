import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

// Pictures as a phone gives them, written to files the page's file input can be given.

const folder = () => mkdtempSync(path.join(tmpdir(), 'e2e-pictures-'));

/** A 4000 x 3000 (12 MP) camera picture taken with the phone on its side, GPS position in its EXIF. */
export async function phonePictureFile(): Promise<string> {
  const file = path.join(folder(), 'IMG_20260601_101500.jpg');
  await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '9/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '76/1 17/1 0/1' },
    })
    .toFile(file);
  return file;
}

/** A signature in dark ink on a transparent PNG, as a scanning app saves it. */
export async function signatureFile(): Promise<string> {
  const file = path.join(folder(), 'signature.png');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><path d="M100 300 C 300 50, 500 350, 700 150 S 1000 300, 1100 120" stroke="#123" stroke-width="12" fill="none"/></svg>';
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}
