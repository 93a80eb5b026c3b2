import { describe, expect, it } from 'vitest';
import { INDEX_MARK_RULES, indexMark, indexMarkFromPercent, SSLC_PAPERS, type SslcGrades } from './index-mark';

const all = (grade: 'A+' | 'B'): SslcGrades => Object.fromEntries(SSLC_PAPERS.map((p) => [p, grade]));

describe('the SSLC index mark', () => {
  it('when every paper has A+, then the index is 9 and so is the tie-breaker', () => {
    expect(indexMark(all('A+'))).toEqual({ wgpa: 9, awgv: 9, version: '2026-1' });
  });

  it('when grades differ, then it is the hand-computed weighted average', () => {
    // Total: 9+8+9+7+8 (languages, English, Hindi, Social) + 6+7 (Physics, Chemistry) + 9 (Biology) + 5 (Maths) + 9 (IT) = 77
    // Weighted (Physics, Chemistry, Maths): 6+7+5 = 18. WGPA = (77 + 2x18) / (10 + 2x3) = 113/16 = 7.0625; AWGV = 18/3 = 6.
    const grades: SslcGrades = {
      'First Language Paper I': 'A+',
      'First Language Paper II': 'A',
      English: 'A+',
      Hindi: 'B+',
      'Social Science': 'A',
      Physics: 'B',
      Chemistry: 'B+',
      Biology: 'A+',
      Mathematics: 'C+',
      'Information Technology': 'A+',
    };
    expect(indexMark(grades)).toEqual({ wgpa: 7.0625, awgv: 6, version: '2026-1' });
  });

  it('when the rules are read, then they name their source and version, and weight only papers the SSLC has', () => {
    expect(INDEX_MARK_RULES.source).toMatch(/prospectus/);
    expect(indexMark(all('B'))?.version).toBe(INDEX_MARK_RULES.version);
    expect(INDEX_MARK_RULES.weightedPapers.every((p) => (SSLC_PAPERS as readonly string[]).includes(p))).toBe(true);
  });

  it('when a paper has no grade yet, then there is no index', () => {
    const { Mathematics: _left, ...partial } = all('B');
    expect(indexMark(partial)).toBeNull();
  });

  it('when a board gives only a percentage, then every paper takes the grade of its band: 88% is A (8), 90% A+ (9), 29% none', () => {
    expect(indexMarkFromPercent(88)).toEqual({ wgpa: 8, awgv: 8, version: '2026-1' });
    expect(indexMarkFromPercent(90)).toEqual({ wgpa: 9, awgv: 9, version: '2026-1' });
    expect(indexMarkFromPercent(30)?.wgpa).toBe(3);
    expect(indexMarkFromPercent(29.99)).toBeNull();
    expect(indexMarkFromPercent(null)).toBeNull();
  });
});
