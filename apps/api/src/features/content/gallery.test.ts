import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as gallery from '@college/contracts/endpoints/gallery';
import { getDashboard } from '@college/contracts/endpoints/dashboard';
import { IMAGE_REFUSALS } from '@college/contracts/entities/applicant-images';
import type { AlbumStatus } from '@college/contracts/entities/gallery';
import { rowsOf } from '../../db/rows';
import { sql } from 'drizzle-orm';
import { contentOffice, type SignedInStaff } from '../../test/journey';
import type { TestApp } from '../../test/test-app';
import { call } from '../../test/call';
import { hostileImages, phonePicture, plainPicture } from '../applications/hostile-images';

let t: TestApp;
let writer: SignedInStaff;
let admin: SignedInStaff;

beforeAll(async () => ({ t, writer, admin } = await contentOffice()));
afterAll(() => t.close());

type Photo = { id: string; width: number; height: number; sources: { width: number; url: string }[]; placeholder: string };
type Album = { id: string; status: string; photos: (Photo & { altEn: string })[] };
type PublicAlbum = { id: string; title: string; titleLang: string; photos: (Photo & { alt: string; altLang: string })[] };

const CONSENT = { consentBasis: 'written-consent', consentRef: 'Office file G/12/2026' } as const;

async function newAlbum(titleEn = 'Annual sports meet 2026', titleMl = 'വാർഷിക കായികമേള 2026'): Promise<Album> {
  const res = await call(writer.agent, gallery.createAlbum, { body: { titleEn, titleMl, eventOn: '2026-06-10', ...CONSENT } }).expect(201);
  return res.body.data as Album;
}
function upload(
  agent: SignedInStaff['agent'],
  albumId: string,
  file: Buffer | null,
  fields: Record<string, string> = { altEn: 'Students at the starting line of the 100 metres', altMl: '' },
  name = 'photo.jpg',
) {
  const req = call(agent, gallery.uploadPhoto, { params: { albumId } });
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  if (file) req.attach('file', file, { filename: name, contentType: 'image/jpeg' });
  return req;
}
const publicGallery = async (lang: 'en' | 'ml' = 'en') =>
  (await request(t.app).get(`/api/v1/gallery?lang=${lang}`).expect(200)).body.data as PublicAlbum[];
const storedCopies = () => {
  const folder = path.join(t.config.dataDir, 'files', 'gallery');
  return existsSync(folder) ? readdirSync(folder).length : 0;
};
/** An ISO media file's start as an iPhone writes a HEIC photo (ftyp box, brand heic), or AVIF. */
const heifStart = (brand: string) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from(`ftyp${brand}`, 'latin1'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from(`mif1${brand}`, 'latin1'),
    Buffer.alloc(2000),
  ]);

/** The four-letter names of a WebP file's RIFF chunks, in order. */
function webpChunks(bytes: Buffer): string[] {
  const names: string[] = [];
  for (let at = 12; at + 8 <= bytes.length;) {
    const size = bytes.readUInt32LE(at + 4);
    names.push(bytes.toString('latin1', at, at + 4));
    at += 8 + size + (size % 2);
  }
  return names;
}

describe('the gallery', () => {
  it('when nothing is published, then the public gallery is empty', async () => {
    expect(await publicGallery()).toEqual([]);
  });

  it('when a phone photo with GPS is uploaded, then it is kept upright as WebP at fixed widths with no metadata, and a placeholder', async () => {
    const album = await newAlbum();
    const res = await upload(writer.agent, album.id, await phonePicture()).expect(201);
    const [photo] = (res.body.data as Album).photos;
    // 4000 x 3000 taken on its side: 3000 x 4000 upright.
    expect(photo).toMatchObject({ width: 3000, height: 4000, altEn: 'Students at the starting line of the 100 metres' });
    expect(photo?.sources.map((s) => s.width)).toEqual([320, 640, 1280]);
    expect(Buffer.from(photo?.placeholder ?? '', 'base64').length).toBeGreaterThan(5);
    for (const source of photo?.sources ?? []) {
      const file = await writer.agent.get(source.url).expect(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const bytes = file.body as Buffer;
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: source.width });
      expect(meta.height).toBe(Math.round((source.width * 4000) / 3000));
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      // The file holds the picture alone: no EXIF (where GPS and the phone's name live), XMP or ICC
      // chunk. A search of the bytes for "GPS" would not do: compressed noise holds it by chance.
      const chunks = webpChunks(bytes);
      expect(chunks.filter((chunk) => chunk.startsWith('VP8'))).not.toEqual([]);
      expect(chunks.filter((chunk) => !['VP8 ', 'VP8L', 'VP8X', 'ALPH'].includes(chunk))).toEqual([]);
    }
    // The upload itself is not kept: only the three copies.
    expect(storedCopies()).toBe(3);
  });

  it('when a picture is narrower than the smallest width, then it is kept at its own width', async () => {
    const album = await newAlbum();
    const res = await upload(writer.agent, album.id, await plainPicture(200, 150, 'png')).expect(201);
    expect((res.body.data as Album).photos[0]?.sources.map((s) => s.width)).toEqual([200]);
  });

  it('when hostile or unusable files are sent, then each is refused with its reason and nothing is stored', async () => {
    const album = await newAlbum();
    const before = storedCopies();
    const cases: [Buffer, number, string][] = [
      [hostileImages.bomb(), 422, IMAGE_REFUSALS.tooManyPixels],
      [await hostileImages.polyglotPdf(), 422, IMAGE_REFUSALS.hiddenData],
      [await hostileImages.polyglotHtml(), 422, IMAGE_REFUSALS.hiddenData],
      [await hostileImages.polyglotZip(), 422, IMAGE_REFUSALS.hiddenData],
      [hostileImages.renamedPdf(), 415, IMAGE_REFUSALS.notImage],
      [await hostileImages.hugeExif(), 422, IMAGE_REFUSALS.hiddenData],
      [await hostileImages.truncated(), 422, IMAGE_REFUSALS.unreadable],
      [heifStart('heic'), 415, IMAGE_REFUSALS.heif],
      [heifStart('avif'), 415, IMAGE_REFUSALS.heif],
    ];
    for (const [file, status, message] of cases) {
      const res = await upload(writer.agent, album.id, file).expect(status);
      expect(res.body.message).toBe(message);
      expect(res.body.fieldErrors.file).toEqual([message]);
    }
    expect(IMAGE_REFUSALS.heif).toMatch(/JPEG/);
    expect(storedCopies()).toBe(before);
    const albums = (await call(writer.agent, gallery.listStaffAlbums).expect(200)).body.data as Album[];
    expect(albums.find((a) => a.id === album.id)?.photos).toEqual([]);
  });

  it('when a photo comes without alt text, or past 20 MB, then it is refused with a message on the field', async () => {
    const album = await newAlbum();
    const res = await upload(writer.agent, album.id, await plainPicture(800, 600), { altEn: '  ', altMl: '' }).expect(400);
    expect(res.body.fieldErrors.altEn).toEqual(['Describe the photo in English for those who cannot see it']);
    const big = await upload(writer.agent, album.id, Buffer.alloc(20 * 1024 * 1024 + 1, 0xff)).expect(413);
    expect(big.body.message).toBe('The photo is larger than 20 MB');
  });

  it('when a content editor sends an album for publishing, then it waits on the dashboard; only a publisher publishes, and only an album with photos', async () => {
    const album = await newAlbum('Arts festival', '');
    const move = (who: SignedInStaff, to: AlbumStatus) =>
      call(who.agent, gallery.moveAlbum, { params: { albumId: album.id }, body: { to } });
    const refused = await move(writer, 'published').expect(403);
    expect(refused.body.message).toBe('Only a publisher (an administrator) publishes or takes an album off the site');
    expect((await move(writer, 'submitted').expect(409)).body.message).toBe(
      'Add at least one photo before sending the album for publishing',
    );
    const empty = await move(admin, 'published').expect(409);
    expect(empty.body.message).toBe('Add at least one photo before publishing the album');
    await upload(writer.agent, album.id, await plainPicture(1600, 1200), { altEn: 'The opening dance', altMl: 'ഉദ്ഘാടന നൃത്തം' }).expect(201);
    // The dashboard keeps its figures for ten seconds: past them, it counts again.
    const albumsWaiting = async () => (await call(admin.agent, getDashboard).expect(200)).body.data.albumsWaiting as number;
    const waitingBefore = await albumsWaiting();
    expect((await move(writer, 'submitted').expect(200)).body.data.status).toBe('submitted');
    expect((await move(writer, 'submitted').expect(409)).body.message).toBe('The album is already waiting to be published');
    t.clock.advance(11);
    await expect.poll(albumsWaiting, { timeout: 10_000 }).toBe(waitingBefore + 1);
    // Taken back and sent again, as a notice is.
    await move(writer, 'draft').expect(200);
    await move(writer, 'submitted').expect(200);
    const moves = await rowsOf<{ details: { from: string; to: string } }>(
      t.database.db,
      sql`select details from audit where entity = 'gallery_album' and entity_id = ${album.id} and details->>'what' = 'status' order by at, id`,
    );
    expect(moves.map((m) => `${m.details.from}>${m.details.to}`)).toEqual(['draft>submitted', 'submitted>draft', 'draft>submitted']);
    const [photo] = (await call(writer.agent, gallery.listStaffAlbums).expect(200)).body.data.find((a: Album) => a.id === album.id)
      .photos as Photo[];
    // Not on the site yet: its files answer only the office.
    await request(t.app).get(`/api/v1/gallery/photos/${photo?.id}/640`).expect(404);
    await request(t.app).get(`/api/v1/staff/gallery/photos/${photo?.id}/640`).expect(401);
    expect((await publicGallery()).some((a) => a.id === album.id)).toBe(false);

    await move(admin, 'published').expect(200);
    t.clock.advance(11);
    await expect.poll(albumsWaiting, { timeout: 10_000 }).toBe(waitingBefore);
    const shown = (await publicGallery('ml')).find((a) => a.id === album.id);
    // No Malayalam title: the English, marked so; the photo's Malayalam alt text.
    expect(shown).toMatchObject({ title: 'Arts festival', titleLang: 'en', photos: [{ alt: 'ഉദ്ഘാടന നൃത്തം', altLang: 'ml' }] });
    const file = await request(t.app).get(`/api/v1/gallery/photos/${photo?.id}/640`).expect(200);
    expect(file.headers['cache-control']).toBe('public, max-age=604800');
    // A width not kept is not found, and nor is one of an unknown photo.
    await request(t.app).get(`/api/v1/gallery/photos/${photo?.id}/641`).expect(404);

    // Published: the editor can no longer change it alone.
    await upload(writer.agent, album.id, await plainPicture(800, 600)).expect(403);
    await call(admin.agent, gallery.moveAlbum, { params: { albumId: album.id }, body: { to: 'unpublished' } }).expect(200);
    expect((await publicGallery()).some((a) => a.id === album.id)).toBe(false);
    await request(t.app).get(`/api/v1/gallery/photos/${photo?.id}/640`).expect(404);
  });

  it('when the consent of the people in an album is not recorded, then it is neither sent for publishing nor published, and once on the site it keeps it', async () => {
    const made = await call(writer.agent, gallery.createAlbum, {
      body: { titleEn: 'Freshers day', titleMl: '', eventOn: '2026-08-01' },
    }).expect(201);
    const album = made.body.data as Album & { consentBasis: string | null };
    expect(album.consentBasis).toBeNull();
    await upload(writer.agent, album.id, await plainPicture(900, 600), { altEn: 'First-year students at the welcome', altMl: '' }).expect(
      201,
    );
    const move = (who: SignedInStaff, to: AlbumStatus) =>
      call(who.agent, gallery.moveAlbum, { params: { albumId: album.id }, body: { to } });
    const message =
      'Record the consent of the people in these photos first: say whether anyone can be recognised, and where the signed forms are kept';
    expect((await move(writer, 'submitted').expect(409)).body.message).toBe(message);
    expect((await move(admin, 'published').expect(409)).body.message).toBe(message);

    const change = (who: SignedInStaff, consent: Record<string, unknown>) =>
      call(who.agent, gallery.updateAlbum, {
        params: { albumId: album.id },
        unchecked: { titleEn: 'Freshers day', titleMl: '', eventOn: '2026-08-01', ...consent },
      });
    const unsure = await change(writer, { consentBasis: 'written-consent', consentRef: ' ' }).expect(400);
    expect(unsure.body.fieldErrors.consentRef).toEqual(['Say where the signed consent forms are kept']);
    const unknown = await change(writer, { consentBasis: 'verbal', consentRef: '' }).expect(400);
    expect(unknown.body.fieldErrors.consentBasis).toEqual(['Choose on what grounds the photos are published']);
    await change(writer, CONSENT).expect(200);
    await move(writer, 'submitted').expect(200);
    await move(admin, 'published').expect(200);
    // On the site, it cannot lose its ground.
    const dropped = await change(admin, { consentBasis: null, consentRef: '' }).expect(409);
    expect(dropped.body.message).toBe('An album on the site, or waiting for it, keeps the consent of the people in it recorded');

    const audit = await rowsOf<{ details: { changes?: Record<string, { from: unknown; to: unknown }> } }>(
      t.database.db,
      sql`select details from audit where entity = 'gallery_album' and entity_id = ${album.id} and details->>'what' = 'changed'`,
    );
    expect(audit.map((a) => a.details.changes?.consentBasis)).toEqual([{ from: null, to: 'written-consent' }]);
  });

  it('when an album is changed or a photo removed, then the audit says who, what, and what changed; the files go', async () => {
    const album = await newAlbum('Onam 2026', '');
    const added = await upload(writer.agent, album.id, await plainPicture(700, 500)).expect(201);
    const photo = (added.body.data as Album).photos[0];
    const before = storedCopies();
    await call(writer.agent, gallery.updateAlbum, {
      params: { albumId: album.id },
      body: { titleEn: 'Onam celebrations 2026', titleMl: 'ഓണാഘോഷം 2026', eventOn: '2026-06-10', ...CONSENT },
    }).expect(200);
    await call(writer.agent, gallery.removePhoto, { params: { albumId: album.id, photoId: photo?.id ?? '' } }).expect(200);
    expect(storedCopies()).toBe(before - 2);
    const audit = await rowsOf<{ action: string; entity: string; details: Record<string, unknown> }>(
      t.database.db,
      sql`select action, entity, details from audit where entity in ('gallery_album', 'gallery_photo') and (entity_id = ${album.id} or entity_id = ${photo?.id ?? ''}) order by at`,
    );
    expect(audit.map((a) => `${a.action} ${a.entity}`)).toEqual([
      'change gallery_album',
      'upload gallery_photo',
      'change gallery_album',
      'delete gallery_photo',
    ]);
    expect(audit[2]?.details).toMatchObject({
      changes: { titleEn: { from: 'Onam 2026', to: 'Onam celebrations 2026' }, titleMl: { from: '', to: 'ഓണാഘോഷം 2026' } },
    });
  });

  it('when two photos are sent to one album at once with room for one, then one is kept', async () => {
    const album = await newAlbum('Crowded album', '');
    const photos = await Promise.all(Array.from({ length: 59 }, () => plainPicture(120, 90)));
    for (const p of photos) await upload(writer.agent, album.id, p).expect(201);
    const last = await Promise.all([plainPicture(120, 90, 'png'), plainPicture(120, 90, 'webp')]);
    const answers = await Promise.all(last.map((p) => upload(writer.agent, album.id, p)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const albums = (await call(writer.agent, gallery.listStaffAlbums).expect(200)).body.data as Album[];
    expect(albums.find((a) => a.id === album.id)?.photos).toHaveLength(60);
  });
});
