import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { audit } from './axe';
import { browserForFile, keepForValidation, screenshot, VIEWPORTS } from './browser';
import { dashboardFigure, signInToOffice } from './office-flow';

// The gallery: a content editor starts an album and adds phone photos, an administrator publishes
// it, and visitors see it in both languages, at the width their screen needs, with no GPS data.
const baseUrl = inject('baseUrl');
const browser = browserForFile(VIEWPORTS.desktop);

/** A phone's photo: 3000 x 2000 taken on its side (EXIF orientation 6), with where it was taken. */
async function phonePhoto(name: string, background: string): Promise<string> {
  const bytes = await sharp({
    create: { width: 3000, height: 2000, channels: 3, background, noise: { type: 'gaussian', mean: 128, sigma: 20 } },
  })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '76/1 13/1 0/1' },
    })
    .toBuffer();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'gallery-')), name);
  writeFileSync(file, bytes);
  return file;
}

describe('gallery', () => {
  it('when an album of phone photos is published, then visitors see it upright in both languages without the photos’ GPS data, and it leaves when taken off', async () => {
    const office = await browser.newPage();
    await signInToOffice(office, baseUrl, 'content@college.example');
    await office.getByRole('navigation').getByRole('link', { name: 'Gallery' }).click();
    await office.getByRole('heading', { name: 'Gallery', level: 1 }).waitFor();
    await office.getByRole('button', { name: 'Start album' }).click();
    await office.getByText('Enter the album title in English').waitFor();
    await office.getByLabel('Title (English)').fill('Science exhibition 2026');
    await office.getByLabel('Title (Malayalam)').fill('ശാസ്ത്ര പ്രദർശനം 2026');
    await office.getByLabel('Day of the event').fill('2026-06-12');
    await office.getByRole('button', { name: 'Start album' }).click();
    const album = office.getByRole('region', { name: 'Science exhibition 2026' });
    await album.waitFor();

    // Without alt text the photo is refused, and kept chosen for the second try.
    await album.getByLabel('Photo (JPEG, PNG or WebP, up to 20 MB)').setInputFiles(await phonePhoto('IMG_0001.jpg', '#2f6f9f'));
    await album.getByRole('button', { name: 'Add photo' }).click();
    await album.getByText('Describe the photo in English for those who cannot see it').waitFor();
    await album.getByLabel('What the photo shows (English)').fill('Students show a solar water pump to visitors');
    await album.getByLabel('What the photo shows (Malayalam)').fill('സന്ദർശകർക്ക് സൗരോർജ ജലപമ്പ് കാണിക്കുന്ന വിദ്യാർത്ഥികൾ');
    await album.getByRole('button', { name: 'Add photo' }).click();
    await album.getByRole('img', { name: 'Students show a solar water pump to visitors' }).waitFor();
    await album.getByLabel('Photo (JPEG, PNG or WebP, up to 20 MB)').setInputFiles(await phonePhoto('IMG_0002.jpg', '#9f6f2f'));
    await album.getByLabel('What the photo shows (English)').fill('A model of a bridge built by civil engineering students');
    await album.getByRole('button', { name: 'Add photo' }).click();
    await album.getByRole('img', { name: 'A model of a bridge built by civil engineering students' }).waitFor();
    // A content editor does not publish: the album is sent for publishing, once the consent of the
    // people in it is recorded.
    expect(await album.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    await album.getByRole('button', { name: 'Send for publishing' }).click();
    await office.getByText(/^Record the consent of the people in these photos first/).waitFor();
    await album.getByText(/consent not recorded/).waitFor();
    await album.getByRole('button', { name: 'Change the album or its consent' }).click();
    await album.getByLabel(/^Everyone who can be recognised agreed in writing/).check();
    await album.getByRole('button', { name: 'Save album' }).click();
    await album.getByText('Say where the signed consent forms are kept').waitFor();
    await album.getByLabel('Where the signed consent forms are kept').fill('G/12/2026');
    await album.getByRole('button', { name: 'Save album' }).click();
    await album.getByText(/consent on file G\/12\/2026/).waitFor();
    await album.getByRole('button', { name: 'Send for publishing' }).click();
    await album.getByText(/Waiting to be published · 2 photos/).waitFor();
    await audit(office, 'office-gallery');
    await screenshot(office, 'office-gallery');
    await office.setViewportSize(VIEWPORTS.phone);
    await screenshot(office, 'office-gallery-phone');

    const visitor = await browser.newVisitor();
    await visitor.goto(`${baseUrl}/gallery`);
    await visitor.getByRole('heading', { name: 'Gallery', level: 1 }).waitFor();
    expect(await visitor.getByRole('heading', { name: 'Science exhibition 2026' }).count()).toBe(0);

    const admin = await browser.newPage();
    await signInToOffice(admin, baseUrl, 'admin@college.example');
    // The administrator's dashboard says an album waits (once its kept figures lapse), and leads to it.
    const waiting = await dashboardFigure(admin, baseUrl, 'Albums waiting to be published', (n) => n > 0);
    await waiting.click();
    await admin.waitForURL(`${baseUrl}/staff/gallery`);
    const adminAlbum = admin.getByRole('region', { name: 'Science exhibition 2026' });
    await adminAlbum.getByRole('button', { name: 'Publish', exact: true }).click();
    await adminAlbum.getByText(/Published · 2 photos/).waitFor();

    await visitor.setViewportSize(VIEWPORTS.phone);
    await visitor.reload();
    const shown = visitor.getByRole('region', { name: 'Science exhibition 2026' });
    await shown.waitFor();
    expect(await visitor.getByText('Coming Soon').count()).toBe(0);
    const photo = shown.getByRole('img', { name: 'Students show a solar water pump to visitors' });
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const drawn = await photo.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      srcset: img.srcset,
      sizes: img.sizes,
      loading: img.loading,
      natural: [img.naturalWidth, img.naturalHeight],
    }));
    expect(drawn.loading).toBe('lazy');
    expect(drawn.srcset.split(', ').map((s) => s.split(' ')[1])).toEqual(['320w', '640w', '1280w']);
    // Upright: a photo taken on its side is taller than wide.
    expect(drawn.natural[1]).toBeGreaterThan(drawn.natural[0] ?? 0);
    const bytes = Buffer.from(await (await visitor.request.get(drawn.src)).body());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    // No EXIF chunk, where the GPS and the phone's name were (the API's gallery test walks the chunks).
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    await audit(visitor, 'public-gallery');
    await screenshot(visitor, 'public-gallery');
    await keepForValidation(visitor, 'public-gallery');

    await visitor.goto(`${baseUrl}/ml/gallery`);
    await visitor.getByRole('heading', { name: 'ഗാലറി', level: 1 }).waitFor();
    await visitor.getByRole('region', { name: 'ശാസ്ത്ര പ്രദർശനം 2026' }).waitFor();
    await visitor.getByRole('img', { name: 'സന്ദർശകർക്ക് സൗരോർജ ജലപമ്പ് കാണിക്കുന്ന വിദ്യാർത്ഥികൾ' }).waitFor();
    // No Malayalam alt text: the English, marked as English.
    expect(await visitor.getByRole('img', { name: 'A model of a bridge built by civil engineering students' }).getAttribute('lang')).toBe(
      'en',
    );
    await visitor.setViewportSize(VIEWPORTS.desktop);
    await audit(visitor, 'public-gallery-ml');
    await keepForValidation(visitor, 'public-gallery-ml');

    await adminAlbum.getByRole('button', { name: 'Take off the site' }).click();
    await adminAlbum.getByText(/Taken off the site · 2 photos/).waitFor();
    await visitor.goto(`${baseUrl}/gallery`);
    await visitor.getByRole('heading', { name: 'Gallery', level: 1 }).waitFor();
    await expect.poll(() => visitor.getByRole('heading', { name: 'Science exhibition 2026' }).count()).toBe(0);
    expect((await visitor.request.get(drawn.src)).status()).toBe(404);
    await visitor.close();
    await admin.close();
    await office.close();
  });
});
