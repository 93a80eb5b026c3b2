import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The Malayalam pages paint with faces cut to the letters of the site's own text
// (scripts/subset-malayalam-font.py). A message or a page added with a letter they lack would show
// that letter in another font, so every Malayalam letter in the site's text must be in their range.
const src = path.resolve(__dirname, '..');
const contracts = path.resolve(src, '../../../packages/contracts/src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(po|ts|tsx)$/.test(f) && !f.includes('node_modules'))
    .map((f) => path.join(dir, f));
}

function codePointsOf(unicodeRange: string): Set<number> {
  const points = new Set<number>();
  for (const part of unicodeRange.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let p = parseInt(from!, 16); p <= parseInt(to!, 16); p++) points.add(p);
  }
  return points;
}

describe('the Malayalam pages’ fonts', () => {
  const css = readFileSync(path.join(src, 'styles/malayalam.css'), 'utf8');
  const rangesOf = (family: string) =>
    [...css.matchAll(new RegExp(`@font-face\\s*{[^}]*'${family}'[^}]*unicode-range:\\s*([^;]+);`, 'g'))].map((m) => m[1]!);
  const siteFaces = rangesOf('Noto Sans Malayalam Web');
  const fullFaces = rangesOf('Noto Sans Malayalam Full');

  it('when the site’s text is read, then every Malayalam letter in it is in the range of both cut faces', () => {
    expect(siteFaces).toHaveLength(2);
    const letters = new Set<number>();
    for (const file of [...filesUnder(src), ...filesUnder(contracts)]) {
      if (file.endsWith('.test.ts')) continue;
      for (const c of readFileSync(file, 'utf8').matchAll(/[\u0D00-\u0D7F\u200C\u200D]/g)) letters.add(c[0].codePointAt(0)!);
    }
    expect(letters.size).toBeGreaterThan(40);
    for (const range of siteFaces) {
      const covered = codePointsOf(range);
      const missing = [...letters].filter((p) => !covered.has(p)).map((p) => `U+${p.toString(16).toUpperCase()}`);
      expect(missing, 'letters the cut faces lack: run scripts/subset-malayalam-font.py').toEqual([]);
    }
  });

  it('when the cut and the full faces are compared, then between them they cover the Malayalam block once', () => {
    expect(fullFaces).toHaveLength(2);
    const block = [...Array.from({ length: 0x80 }, (_, i) => 0x0d00 + i), 0x200c, 0x200d, 0x25cc];
    for (const [site, full] of [
      [siteFaces[0]!, fullFaces[0]!],
      [siteFaces[1]!, fullFaces[1]!],
    ] as const) {
      const cut = codePointsOf(site);
      const rest = codePointsOf(full);
      expect([...cut].filter((p) => rest.has(p))).toEqual([]);
      expect(block.filter((p) => !cut.has(p) && !rest.has(p))).toEqual([]);
    }
  });
});
