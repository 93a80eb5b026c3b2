import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { FileStorage } from '../storage/storage.api';
import { applicantImagesRepository } from './applicant-images.repository';
import { cleanImage } from './image-check';

// Made-up photos and signatures for the demo's submitted applicants: a drawn head and shoulders on a
// plain background, and a pen stroke, each a little different, so the office's page and the
// acknowledgement show what real ones would. Never a real person's face.

const BACKGROUNDS = ['#dfe7f0', '#f0e6d8', '#e3efe3', '#efe3ec', '#e9e9e9'];
const SKIN = ['#8d5524', '#a0522d', '#c68642', '#b5733c', '#7a4a24'];
const INK = ['#14213d', '#1d3557', '#222222'];

function photoSvg(n: number): string {
  const bg = BACKGROUNDS[n % BACKGROUNDS.length];
  const skin = SKIN[(n * 3) % SKIN.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="540">
    <rect width="420" height="540" fill="${bg}"/>
    <ellipse cx="210" cy="520" rx="170" ry="150" fill="#34495e"/>
    <rect x="180" y="300" width="60" height="80" fill="${skin}"/>
    <ellipse cx="210" cy="220" rx="95" ry="120" fill="${skin}"/>
    <path d="M115 200 Q210 ${60 + (n % 5) * 8} 305 200 Q300 110 210 95 Q120 110 115 200z" fill="#1b1b1b"/>
  </svg>`;
}

function signatureSvg(n: number): string {
  const ink = INK[n % INK.length];
  const lift = 40 + (n % 7) * 12;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200">
    <rect width="600" height="200" fill="#fff"/>
    <path d="M40 150 C 120 ${lift}, 170 180, 230 110 S 330 ${60 + lift}, 400 100 S 520 150, 560 ${70 + (n % 4) * 15}"
      stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round"/>
  </svg>`;
}

/** Gives each submitted application between `from` and `to` a photo and a signature; answers how many applications. */
export async function addSamplePictures(db: Database, storage: FileStorage, range: { from: string; to: string }): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from applications where id between ${range.from} and ${range.to} and submitted_at is not null order by id`,
  );
  const scratch = await mkdtemp(path.join(tmpdir(), 'sample-pictures-'));
  try {
    for (const [n, { id }] of rows.entries()) {
      for (const [kind, svg] of [
        ['photo', photoSvg(n)],
        ['signature', signatureSvg(n)],
      ] as const) {
        // Through the same checks and re-encoding as an applicant's upload.
        const drawn = path.join(scratch, `${kind}.png`);
        await writeFile(drawn, await sharp(Buffer.from(svg)).png().toBuffer());
        const clean = await cleanImage(drawn, kind);
        const key = `${randomUUID()}.jpg`;
        const file = path.join(scratch, key);
        await writeFile(file, clean.jpeg);
        await storage.put(key, file);
        await applicantImagesRepository(db).put({
          applicationId: id,
          kind,
          storageKey: key,
          width: clean.width,
          height: clean.height,
          bytes: clean.jpeg.length,
          uploadedAt: new Date(),
        });
      }
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return rows.length;
}
