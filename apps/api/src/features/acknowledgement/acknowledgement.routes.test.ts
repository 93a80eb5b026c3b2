import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { qrModules } from './qr';
import { PHOTO_BOX } from './acknowledgement-pdf';
import { UNPRINTABLE_TEXT_MESSAGE } from '@college/contracts/rules/scripts';
import { embedFaces, scriptRuns } from '../../lib/pdf-fonts';
import { addressFamilyDetails, declaration, diplomaEducation, diplomaSelection, personalDetails } from '../../test/fixtures';
import { openApplication, payFee, submitApplication } from '../../test/journey';
import { createTestApp, signIn, TEST_ENV, type TestApp } from '../../test/test-app';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config/env';
import { verificationToken, verifiedApplicationId } from './verification-token';
import { call } from '../../test/call';
import * as admission from '@college/contracts/endpoints/admission';
import * as verify from '@college/contracts/endpoints/verify';

let t: TestApp;
let agent: Awaited<ReturnType<typeof signIn>>;
let id: string;
const MOBILE = '9847077701';

beforeAll(async () => {
  t = await createTestApp();
  agent = await signIn(t, MOBILE);
  id = await submitApplication(agent, MOBILE, 'Anu Krishnan');
});
afterAll(async () => {
  await t.close();
});

/** The text of every page of a PDF, as a reader extracts it. */
async function textOf(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
  }
  return { pages: doc.numPages, text };
}

/**
 * Where each piece of text on a PDF's first page is drawn and how wide it is, from the glyphs'
 * advances as a viewer lays them out (a reader's extracted text loses the shaped glyphs' widths).
 */
async function drawnTexts(pdf: Buffer): Promise<{ x: number; y: number; width: number }[]> {
  const page = await (await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise).getPage(1);
  const { fnArray, argsArray } = await page.getOperatorList();
  const drawn: { x: number; y: number; width: number }[] = [];
  let size = 0;
  let at = { x: 0, y: 0 };
  fnArray.forEach((fn, i) => {
    const args = argsArray[i] as unknown[];
    if (fn === OPS.setFont) size = args[1] as number;
    else if (fn === OPS.setTextMatrix) at = { x: args[4] as number, y: args[5] as number };
    else if (fn === OPS.showText) {
      const advance = (args[0] as ({ width: number } | null)[]).reduce((sum, glyph) => sum + (glyph?.width ?? 0), 0);
      drawn.push({ ...at, width: (advance / 1000) * size });
    }
  });
  return drawn;
}

const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The fonts a PDF embeds, by family and face, each once. */
function fontsIn(doc: PDFDocument): string[] {
  const names = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) =>
      object instanceof PDFDict ? object.get(PDFName.of('FontFile2')) && object.get(PDFName.of('FontName')) : undefined,
    )
    .filter((name): name is PDFName => name instanceof PDFName)
    .map((name) => name.decodeText().replace(/-\d+$/, ''));
  return [...new Set(names)].sort();
}

describe('acknowledgement', () => {
  it('when a submitted application’s acknowledgement is downloaded, then it is an A4 PDF with the applicant’s details, the payment id and a verification link', async () => {
    const res = await call(agent, admission.getAcknowledgement, { params: { applicationId: id } })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="acknowledgement-${id}.pdf"`);
    const { pages, text } = await textOf(res.body as Buffer);
    expect(pages).toBe(1);
    for (const expected of [
      'Nila College of Engineering and Management',
      'Application Acknowledgement',
      id,
      'Anu Krishnan',
      '14/05/2008',
      '+91 9847077701',
      'Temple Road',
      'Preference 1',
      'Computer Engineering',
      'Preference 2',
      'Civil Engineering',
      'SSLC',
      'Paid Rs. 500',
      'pay_',
      `http://localhost:3000/verify/${verificationToken(t.config.verifyKeys, id)}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.indexOf('Computer Engineering')).toBeLessThan(text.indexOf('Civil Engineering'));
  });

  it('when it is downloaded in English by an applicant who typed only Latin letters, then it carries only the Latin fonts, and its QR code holds the verification link', async () => {
    const res = await call(agent, admission.getAcknowledgement, { params: { applicationId: id } })
      .buffer(true)
      .parse(binary)
      .expect(200);
    const pdf = res.body as Buffer;
    expect(fontsIn(await PDFDocument.load(pdf))).toEqual(['CollegeSans-Bold', 'CollegeSans-Regular']);

    // The code's rectangles, read back from the page, make the code of the link printed under it.
    const loaded = await PDFDocument.load(pdf);
    const contents = loaded.getPage(0).node.Contents();
    const stream = contents instanceof PDFArray ? loaded.context.lookup(contents.get(0)) : contents;
    if (!(stream instanceof PDFRawStream)) throw new Error('the page has no content stream');
    const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    const drawn = /(\S+) 0 0 (\S+) (\S+) (\S+) cm\n0 0 0 rg\n((?:\d+ \d+ \d+ 1 re\n)+)f/.exec(operators);
    if (!drawn) throw new Error('no QR code on the page');
    const modules = qrModules(`http://localhost:3000/verify/${verificationToken(t.config.verifyKeys, id)}`);
    const size = modules.length;
    expect(Number(drawn[1]) * size).toBeCloseTo(96, 6);
    expect(Number(drawn[3]) + 96).toBeCloseTo(595.28 - 50, 6);
    const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
    for (const [, x, y, width] of drawn[5]!.matchAll(/(\d+) (\d+) (\d+) 1 re/g)) {
      for (let c = Number(x); c < Number(x) + Number(width); c++) grid[size - 1 - Number(y)]![c] = true;
    }
    expect(grid).toEqual(modules.map((row) => row.map(Boolean)));
  });

  it('when it is downloaded from the Malayalam site, then its words are in Malayalam (which only its Malayalam font can draw) and what was entered stays as entered', async () => {
    const res = await call(agent, admission.getAcknowledgement, { params: { applicationId: id } })
      .set('Accept-Language', 'ml')
      .buffer(true)
      .parse(binary)
      .expect(200);
    const pdf = res.body as Buffer;
    const { text } = await textOf(pdf);
    // Words whose vowel signs follow their letter: a reader extracts the others in the order they are drawn.
    for (const expected of ['നില', 'വിലാസം', 'ജനനത്തീയതി', 'Anu Krishnan', '+91 9847077701', 'Computer Engineering', 'pay_'])
      expect(text).toContain(expected);
    expect(text).not.toContain('Application Acknowledgement');
    // The category, the disability and the mode in the words of the Malayalam form: 'ഇല്ല' (none).
    expect(text).toContain('ഇല്ല');
    for (const english of ['State Merit', 'None', 'Regular']) expect(text).not.toContain(english);

    // The title, wider in Malayalam, and the lines beside the photo stop short of the photo's box.
    const beside = (await drawnTexts(pdf)).filter((d) => d.x < PHOTO_BOX.x && d.y >= PHOTO_BOX.y && d.y <= PHOTO_BOX.y + PHOTO_BOX.height);
    expect(beside.length).toBeGreaterThanOrEqual(4);
    for (const d of beside) expect(d.x + d.width).toBeLessThan(PHOTO_BOX.x);
  });

  it('when names and an address are in Tamil, Devanagari, Kannada, Telugu and Urdu, with a very long word, then each is drawn in a font that has its letters, and nothing runs off the page', async () => {
    const mobile = '9847077702';
    const other = await signIn(t, mobile);
    const otherId = await openApplication(other, mobile);
    const names = {
      fullName: 'அனு கிருஷ்ணன்',
      fatherName: 'कृष्णन नायर',
      motherName: 'ಲಕ್ಷ್ಮಿ ಕೆ',
      guardianName: 'రవి కుమార్',
      street: 'محمد علی روڈ',
    };
    const longWord = 'Thiruvananthapuram'.repeat(6);
    const family = addressFamilyDetails();
    await call(other, admission.savePersonalDetails, {
      body: { applicationId: otherId, personalDetails: personalDetails(names.fullName) },
    }).expect(200);
    await call(other, admission.saveAddressFamilyDetails, {
      body: {
        applicationId: otherId,
        addressFamilyDetails: {
          address: { ...family.address, street: names.street, postOffice: longWord },
          parents: { ...family.parents, fatherName: names.fatherName, motherName: names.motherName },
          guardian: { guardianName: names.guardianName, guardianPlace: 'Kochi', guardianContact: '9847011111' },
        },
      },
    }).expect(200);
    await payFee(other, otherId);
    await call(other, admission.saveProgramSelection, { params: { applicationId: otherId }, body: diplomaSelection() }).expect(200);
    await call(other, admission.saveEducationDetails, { params: { applicationId: otherId }, body: diplomaEducation() }).expect(200);
    await call(other, admission.submitDeclaration, { params: { applicationId: otherId }, body: declaration(names.fullName) }).expect(200);
    const res = await call(other, admission.getAcknowledgement, { params: { applicationId: otherId } })
      .buffer(true)
      .parse(binary)
      .expect(200);
    const pdf = res.body as Buffer;

    // A font for each script went in (once), and each has a glyph for every letter of its text.
    const loaded = await PDFDocument.load(pdf);
    const fonts = loaded.context
      .enumerateIndirectObjects()
      .map(([, object]) => (object instanceof PDFDict ? object.get(PDFName.of('BaseFont')) : undefined))
      .filter((name): name is PDFName => name instanceof PDFName)
      .map((name) => name.decodeText());
    for (const family of ['NotoSansTamil', 'NotoSansDevanagari', 'NotoSansKannada', 'NotoSansTelugu', 'NotoNaskhArabic'])
      // Embedded once: a composite font and its descendant both carry the name.
      expect(fonts.filter((f) => f.startsWith(`${family}-Regular`)).length).toBe(2);
    const faces = await embedFaces(await PDFDocument.create(), Object.values(names));
    for (const text of Object.values(names)) {
      for (const run of scriptRuns(text)) {
        expect(run.script === 'latin' && run.text.trim() !== '').toBe(false);
        const glyphs = faces.regular[run.script].encodeText(run.text);
        expect(glyphs.asString()).not.toMatch(/^(0000)+$/);
      }
    }

    // Every drawn piece of text stays inside the page's margins: the long word was cut to fit.
    const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
    const page = await doc.getPage(1);
    const [, , pageWidth] = page.view;
    const items = (await page.getTextContent()).items.filter((i) => 'str' in i && i.str.trim() !== '') as {
      transform: number[];
      width: number;
    }[];
    for (const item of items) expect(item.transform[4]! + item.width).toBeLessThanOrEqual(pageWidth! - 49);
    const { text } = await textOf(pdf);
    expect(text.replace(/\s+/g, '')).toContain(longWord);
  });

  it('when a name has letters no embedded font can draw (Chinese, emoji), then it is refused with a message that says which letters to use', async () => {
    const mobile = '9847077703';
    const other = await signIn(t, mobile);
    const otherId = await openApplication(other, mobile);
    for (const name of ['王小明', 'Anu 😀 K']) {
      const res = await call(other, admission.savePersonalDetails, {
        body: { applicationId: otherId, personalDetails: personalDetails(name) },
      }).expect(400);
      expect(res.body.fieldErrors['personalDetails.fullName']).toEqual([UNPRINTABLE_TEXT_MESSAGE]);
    }
    const saved = await call(other, admission.getApplication, { params: { applicationId: otherId } }).expect(200);
    expect(saved.body.data.personalDetails).toBeNull();
  });

  it('when the application is not submitted or not the applicant’s, then no acknowledgement', async () => {
    t.clock.advance(120);
    const other = await signIn(t, '9847077702');
    const draft = await openApplication(other, '9847077702');
    await call(other, admission.getAcknowledgement, { params: { applicationId: draft } }).expect(409);
    await call(other, admission.getAcknowledgement, { params: { applicationId: id } }).expect(404);
    await call(request(t.app), admission.getAcknowledgement, { params: { applicationId: id } }).expect(401);
  });
});

describe('verification', () => {
  it('when the printed link is opened, then only the number, initials, programme and status show', async () => {
    const token = verificationToken(t.config.verifyKeys, id);
    const res = await call(request(t.app), verify.verifyAcknowledgement, { params: { token } }).expect(200);
    expect(res.body.data).toEqual({
      applicationId: id,
      initials: 'A. K.',
      programme: 'Diploma in Engineering, Regular, Computer Engineering',
      status: 'submitted',
    });
    expect(JSON.stringify(res.body)).not.toContain('Krishnan');
    expect(JSON.stringify(res.body)).not.toContain(MOBILE);
  });

  it('when the token is forged, altered or for another number, then 404 with one message', async () => {
    const token = verificationToken(t.config.verifyKeys, id);
    const other = id.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    const forged = [
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      token.replace(id, other),
      verificationToken({ current: { id: 'demo', key: 'another key' }, accepted: new Map() }, id),
      // A code made with the fixed key every demo site used to share.
      `v1.${id}.${createHmac('sha256', 'acknowledgement:demo-only-key').update(`acknowledgement:${id}`).digest('base64url').slice(0, 27)}`,
      token.replace('v2.demo.', 'v2.other.'),
      'v1.APP2026000001',
      'nonsense',
      `${token}.extra`,
    ];
    for (const f of forged) {
      const res = await call(request(t.app), verify.verifyAcknowledgement, { params: { token: f } }).expect(404);
      expect(res.body.message).toBe('This verification link is not valid');
    }
  });

  it('when a key is rotated, then codes printed with the old key still verify, new ones name the new key, and codes of the session secret’s time verify while it stands', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'college-verify-'));
    try {
      const env = { ...TEST_ENV, DATA_DIR: dataDir };
      const before = loadConfig({ ...env, VERIFY_KEYS: `k1:${'a'.repeat(40)}` }).verifyKeys;
      const after = loadConfig({ ...env, VERIFY_KEYS: `k2:${'b'.repeat(40)},k1:${'a'.repeat(40)}` }).verifyKeys;
      const printed = verificationToken(before, id);
      expect(printed.startsWith('v2.k1.')).toBe(true);
      expect(verifiedApplicationId(after, printed)).toBe(id);
      expect(verificationToken(after, id).startsWith('v2.k2.')).toBe(true);
      // Dropping k1 voids what it signed, and only that.
      const dropped = loadConfig({ ...env, VERIFY_KEYS: `k2:${'b'.repeat(40)}` }).verifyKeys;
      expect(verifiedApplicationId(dropped, printed)).toBeNull();
      expect(verifiedApplicationId(dropped, verificationToken(after, id))).toBe(id);
      // A v1 code of the session secret verifies while that secret stands.
      const v1 = `v1.${id}.${createHmac('sha256', `acknowledgement:${TEST_ENV.SESSION_SECRET}`).update(`acknowledgement:${id}`).digest('base64url').slice(0, 27)}`;
      expect(verifiedApplicationId(after, v1)).toBe(id);
      expect(verifiedApplicationId(loadConfig({ ...env, SESSION_SECRET: 'x'.repeat(48) }).verifyKeys, v1)).toBeNull();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('when demo sites start, then each data directory has a random key of its own, kept across restarts', () => {
    const one = mkdtempSync(path.join(tmpdir(), 'college-verify-'));
    const two = mkdtempSync(path.join(tmpdir(), 'college-verify-'));
    try {
      const first = loadConfig({ ...TEST_ENV, DATA_DIR: one }).verifyKeys;
      const again = loadConfig({ ...TEST_ENV, DATA_DIR: one }).verifyKeys;
      const other = loadConfig({ ...TEST_ENV, DATA_DIR: two }).verifyKeys;
      expect(again.current.key).toBe(first.current.key);
      expect(other.current.key).not.toBe(first.current.key);
      expect(first.current.key.length).toBeGreaterThanOrEqual(40);
      expect(verifiedApplicationId(other, verificationToken(first, id))).toBeNull();
    } finally {
      rmSync(one, { recursive: true, force: true });
      rmSync(two, { recursive: true, force: true });
    }
  });
});
