import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fontkit from '@pdf-lib/fontkit';
import { apiPackageRoot } from './package-root';
import { scriptRuns } from './pdf-fonts';

describe('PDF fonts', () => {
  it('cuts a line into Malayalam and other runs', () => {
    expect(scriptRuns('Rs. 500 അടച്ചു (ID pay_1)')).toEqual([
      { text: 'Rs. 500 ', script: 'latin' },
      { text: 'അടച്ചു', script: 'malayalam' },
      { text: ' (ID pay_1)', script: 'latin' },
    ]);
  });

  it('keeps the words of one script in one run, so a name in Arabic letters is laid out right to left as a whole', () => {
    expect(scriptRuns('12, محمد علی روڈ, Kochi')).toEqual([
      { text: '12, ', script: 'latin' },
      { text: 'محمد علی روڈ', script: 'arabic' },
      { text: ', Kochi', script: 'latin' },
    ]);
    expect(scriptRuns('அனு கிருஷ்ணன் (Anu)').map((r) => r.script)).toEqual(['tamil', 'latin']);
    // A joiner stays with the letters it joins.
    expect(scriptRuns('ന്\u200Dറ')).toEqual([{ text: 'ന്\u200Dറ', script: 'malayalam' }]);
  });

  it('shapes Malayalam: a conjunct is one glyph, and a vowel sign drawn before its letter comes first', () => {
    const font = fontkit.create(readFileSync(path.join(apiPackageRoot(), 'assets/fonts/NotoSansMalayalam-Regular.ttf')));
    // ക്ഷ (ka, virama, ssa) is a single conjunct glyph.
    expect(font.layout('ക്ഷ').glyphs).toHaveLength(1);
    // In പേ (pa, e sign) the sign is drawn first.
    const [first] = font.layout('പേ').glyphs;
    expect(first?.codePoints).toEqual([0x0d47]);
  });
});
