import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { inlineScriptHashes } from './static-site';

let dist: string;
let t: TestApp;
// The hash of the script the build put inside its pages (dist/inline-scripts.json).
// A script the build left a Brotli copy of (apps/web/scripts/precompress.mjs).
const VIEW_SCRIPT = `export const view = ${JSON.stringify('the same words again and again '.repeat(200))};`;
const BROTLI_COPY = brotliCompressSync(VIEW_SCRIPT);
const BOOT_HASH = 'n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=';

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'college-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'about'));
  mkdirSync(path.join(dist, 'gone'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(dist, 'about', 'index.html'), '<!doctype html><title>about page</title>');
  writeFileSync(path.join(dist, 'assets', 'app-3f9a1c.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'view-77ab01.js'), VIEW_SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'view-77ab01.js.br'), BROTLI_COPY);
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
  writeFileSync(path.join(dist, 'inline-scripts.json'), JSON.stringify({ sha256: [BOOT_HASH] }));
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built site', () => {
  it('when a hashed asset is asked for, then it is cached for a year, not sniffed, kept to this site, and carries none of the headers only a document reads nor any a file never asked again needs', async () => {
    for (const encoding of ['identity', 'br']) {
      const res = await request(t.app).get('/assets/view-77ab01.js').set('Accept-Encoding', encoding).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const name of [
        'content-security-policy',
        'permissions-policy',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
        'etag',
        'last-modified',
        'accept-ranges',
        'x-request-id',
      ])
        expect(res.headers[name], `${name} (${encoding})`).toBeUndefined();
    }
    // A missing one is answered as any other address is, with every header.
    const missing = await request(t.app).get('/assets/missing.js').set('Accept', 'application/javascript').expect(404);
    expect(missing.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('when a browser takes Brotli, then a script the build compressed comes as its Brotli copy, typed as the script; others get it compressed as usual', async () => {
    const brotli = await request(t.app).get('/assets/view-77ab01.js').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers['vary']).toContain('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's copy itself (the test's client decodes it).
    expect(Number(brotli.headers['content-length'])).toBe(BROTLI_COPY.length);
    expect(brotli.text).toBe(VIEW_SCRIPT);

    const gzip = await request(t.app).get('/assets/view-77ab01.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(VIEW_SCRIPT);
    const plain = await request(t.app).get('/assets/view-77ab01.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(VIEW_SCRIPT);
    // A script without a copy is compressed as any answer is.
    const other = await request(t.app).get('/assets/app-3f9a1c.js').set('Accept-Encoding', 'br').expect(200);
    expect(other.text).toBe('console.log(1)');
  });

  it('when a browser takes Brotli, then a page comes as the copy compressed once, and still answers 304 to its ETag', async () => {
    const brotli = await request(t.app).get('/about').set('Accept', 'text/html').set('Accept-Encoding', 'br').expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotli.text).toContain('about page');
    const again = await request(t.app).get('/about').set('Accept', 'text/html').set('Accept-Encoding', 'br').expect(200);
    expect(again.headers.etag).toBe(brotli.headers.etag);
    await request(t.app)
      .get('/about')
      .set('Accept', 'text/html')
      .set('If-None-Match', brotli.headers.etag as string)
      .expect(304);
    const plain = await request(t.app).get('/about').set('Accept', 'text/html').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('about page');
  });

  it('when the home page is asked for, then the shell comes back uncached', async () => {
    const res = await request(t.app).get('/').set('Accept', 'text/html').expect(200);
    expect(res.text).toContain('shell');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when a page the browser already has is asked for again, then 304 without the page', async () => {
    const first = await request(t.app).get('/about').set('Accept', 'text/html').expect(200);
    expect(first.headers.etag).toMatch(/^W\/"/);
    const again = await request(t.app)
      .get('/about')
      .set('Accept', 'text/html')
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
    expect(again.text).toBe('');
  });

  it('when pages are served, then they carry the same security headers as the API, no page but the fee step may run a third-party script, and no inline script but the one the build names', async () => {
    const scriptSrc = (csp: string) => /script-src ([^;]*)/.exec(csp)?.[1];
    for (const path of [
      '/',
      '/about',
      '/privacy',
      '/student-corner/question-papers',
      '/staff/applications',
      '/admissions',
      '/admission/x',
    ]) {
      const res = await request(t.app).get(path).set('Accept', 'text/html');
      expect(scriptSrc(res.headers['content-security-policy'] as string), path).toBe(`'self' 'sha256-${BOOT_HASH}'`);
      expect(res.headers['content-security-policy']).toContain("frame-src 'none'");
      expect(res.headers['permissions-policy'], path).toContain('payment=()');
    }
    for (const path of ['/admission', '/admission/']) {
      const fee = await request(t.app).get(path).set('Accept', 'text/html');
      // Razorpay's frames may use the Payment Request API on the fee step, and nothing else may.
      expect(fee.headers['permissions-policy']).toContain('payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")');
      expect(fee.headers['permissions-policy']).toContain('camera=()');
      expect(scriptSrc(fee.headers['content-security-policy'] as string)).toBe(
        `'self' 'sha256-${BOOT_HASH}' https://checkout.razorpay.com`,
      );
    }
    const page = await request(t.app).get('/').set('Accept', 'text/html');
    expect(page.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('when a client route is reloaded, then a prerendered page is used if there is one, else the shell', async () => {
    expect((await request(t.app).get('/about').set('Accept', 'text/html').expect(200)).text).toContain('about page');
    expect((await request(t.app).get('/program/Civil-Engineering').set('Accept', 'text/html').expect(200)).text).toContain('shell');
  });

  it('when a path tries to climb out of the build folder, then the shell is served instead', async () => {
    const res = await request(t.app).get('/..%2f..%2fetc/passwd').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('shell');
  });

  it('when an unknown /api path is asked for, then it stays a JSON 404, not the shell', async () => {
    const res = await request(t.app).get('/api/v1/unknown').set('Accept', 'text/html').expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('when the build lists its client routes, then unknown pages get the 404 page with status 404', async () => {
    writeFileSync(path.join(dist, '200.html'), '<!doctype html><title>app shell</title>');
    writeFileSync(path.join(dist, '404.html'), '<!doctype html><title>not found page</title>');
    mkdirSync(path.join(dist, 'ml'), { recursive: true });
    writeFileSync(path.join(dist, 'ml', '404.html'), '<!doctype html><title>പേജ് കണ്ടെത്തിയില്ല</title>');
    writeFileSync(path.join(dist, 'client-routes.json'), JSON.stringify(['/program/', '/auth']));
    const withRoutes = await createTestApp({ env: { WEB_DIST_DIR: dist } });
    try {
      const missing = await request(withRoutes.app).get('/no-such-page').set('Accept', 'text/html').expect(404);
      expect(missing.text).toContain('not found page');
      // Under /ml, the Malayalam 404 page.
      const missingMl = await request(withRoutes.app).get('/ml/no-such-page').set('Accept', 'text/html').expect(404);
      expect(missingMl.text).toContain('പേജ് കണ്ടെത്തിയില്ല');
      const client = await request(withRoutes.app).get('/program/Anything').set('Accept', 'text/html').expect(200);
      expect(client.text).toContain('app shell');
      await request(withRoutes.app).get('/auth').set('Accept', 'text/html').expect(200);
      expect((await request(withRoutes.app).get('/about').set('Accept', 'text/html').expect(200)).text).toContain('about page');
    } finally {
      await withRoutes.close();
    }
  });

  it('when every page under a prefix is prerendered, then an unknown one there answers 404 with the shell', async () => {
    writeFileSync(path.join(dist, '200.html'), '<!doctype html><title>app shell</title>');
    writeFileSync(path.join(dist, '404.html'), '<!doctype html><title>not found page</title>');
    writeFileSync(path.join(dist, 'client-routes.json'), JSON.stringify(['/auth']));
    writeFileSync(path.join(dist, 'missing-routes.json'), JSON.stringify(['/departments/']));
    const withRoutes = await createTestApp({ env: { WEB_DIST_DIR: dist } });
    try {
      const unknown = await request(withRoutes.app).get('/departments/Astrology').set('Accept', 'text/html').expect(404);
      expect(unknown.text).toContain('app shell');
    } finally {
      await withRoutes.close();
      rmSync(path.join(dist, 'missing-routes.json'));
    }
  });

  it('when a page is missing or fails, then the 404 or the 500 still carries the security headers', async () => {
    writeFileSync(path.join(dist, 'gone', 'index.html'), '<!doctype html><title>soon gone</title>');
    const site = await createTestApp({ env: { WEB_DIST_DIR: dist } });
    try {
      // The page was mapped at start; its file vanishing makes serving it fail.
      rmSync(path.join(dist, 'gone'), { recursive: true });
      const failed = await request(site.app).get('/gone').set('Accept', 'text/html');
      const missing = await request(site.app).get('/no-such-page').set('Accept', 'text/html');
      expect(failed.status).toBe(500);
      expect(missing.status).toBe(404);
      for (const res of [failed, missing]) {
        expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.text).not.toMatch(/ENOENT|at .+\.js:\d+/);
      }
    } finally {
      await site.close();
    }
  });

  it('when in demo mode, then every page starts its body with the demo notice; otherwise not', async () => {
    const built = mkdtempSync(path.join(tmpdir(), 'college-dist-'));
    writeFileSync(path.join(built, 'index.html'), '<!doctype html><html><body class="x"><div id="root">home</div></body></html>');
    const demo = await createTestApp({ env: { WEB_DIST_DIR: built, DEMO_MODE: 'true' } });
    const plain = await createTestApp({ env: { WEB_DIST_DIR: built, DEMO_MODE: 'false' } });
    try {
      const page = await request(demo.app).get('/').set('Accept', 'text/html').expect(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.text).toBe(
        '<!doctype html><html><body class="x"><p class="demo-banner" role="note">Demo site: one-time codes and fee payments are simulated. Do not enter real personal details.</p><div id="root">home</div></body></html>',
      );
      const again = await request(demo.app).get('/').set('Accept', 'text/html').expect(200);
      expect(again.text.match(/demo-banner/g)).toHaveLength(1);
      // A Malayalam page (here the shell, as for a client route under /ml) gets the notice in Malayalam.
      const malayalam = await request(demo.app).get('/ml/auth').set('Accept', 'text/html').expect(200);
      expect(malayalam.text).toContain('ഡെമോ സൈറ്റ്');
      expect((await request(demo.app).get('/').set('Accept', 'text/html').expect(200)).text).not.toContain('ഡെമോ');
      expect((await request(plain.app).get('/').set('Accept', 'text/html').expect(200)).text).not.toContain('demo-banner');
    } finally {
      await demo.close();
      await plain.close();
      rmSync(built, { recursive: true, force: true });
    }
  });

  it('when a missing file that is not a page is asked for, then 404', async () => {
    await request(t.app).get('/assets/missing.js').set('Accept', 'application/javascript').expect(404);
  });
});

describe("the build's list of inline scripts", () => {
  it('when it names anything but SHA-256 hashes, then the server refuses to start rather than widen the pages’ policy', () => {
    const built = mkdtempSync(path.join(tmpdir(), 'college-dist-'));
    try {
      for (const list of [
        JSON.stringify({ sha256: ["'unsafe-inline'"] }),
        JSON.stringify({ sha256: [`${BOOT_HASH}' https://evil.example`] }),
        JSON.stringify({ sha256: 'x' }),
        JSON.stringify(null),
        '{"sha256": [',
      ]) {
        writeFileSync(path.join(built, 'inline-scripts.json'), list);
        expect(() => inlineScriptHashes(built)).toThrow(/base64 SHA-256 hashes/);
      }
      rmSync(path.join(built, 'inline-scripts.json'));
      expect(inlineScriptHashes(built)).toEqual([]);
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  });
});
