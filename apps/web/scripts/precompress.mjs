// Brotli copies of the build's hashed scripts, stylesheets and pictures, made once at the highest
// quality (file.js -> file.js.br): the server sends them to every browser that takes Brotli
// (apps/api/src/lib/static-site.ts) instead of compressing each answer on the fly at a quality
// fast enough to do per request. On the form's scripts that is an eighth fewer bytes than gzip.
// Fonts (WOFF2) are compressed already.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/assets');
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
let before = 0;
let after = 0;
for (const name of readdirSync(assets).filter((f) => COMPRESSIBLE.test(f))) {
  const file = path.join(assets, name);
  const body = readFileSync(file);
  const compressed = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]:
        name.endsWith('.js') || name.endsWith('.css') ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
    },
  });
  // A file too small to gain is sent as it is.
  if (compressed.length >= body.length) continue;
  writeFileSync(`${file}.br`, compressed);
  before += body.length;
  after += compressed.length;
}
console.log(
  `precompressed: ${(before / 1024).toFixed(0)} kB of scripts and styles to ${(after / 1024).toFixed(0)} kB (Brotli, quality 11)`,
);
