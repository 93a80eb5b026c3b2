import { describe, expect, it } from 'vitest';
import { educationDetailsInputSchema } from '../entities/education-details';
import { SPECIAL_QUOTA_RULES, specialQuotas } from './special-quotas';

const row = (examination: string, board?: string, passedFailed = 'Passed') => ({ examination, passedFailed, board });

describe('special quotas from education', () => {
  it('names its source and version, and each quota its share', () => {
    expect(SPECIAL_QUOTA_RULES.version).toBe('2026-1');
    expect(SPECIAL_QUOTA_RULES.source).toMatch(/prospectus/);
    expect(SPECIAL_QUOTA_RULES.quotas.map((q) => [q.code, q.sharePercent])).toEqual([
      ['THSLC', 10],
      ['ITI/KGCE', 5],
      ['VHSE', 2],
    ]);
  });

  it('follows the board of the SSLC and +2 rows and a passed ITI or KGCE row', () => {
    expect(specialQuotas([row('SSLC/THSLC/CBSE', 'Kerala SSLC')])).toEqual([]);
    expect(specialQuotas([row('SSLC/THSLC/CBSE', 'THSLC')])).toEqual(['THSLC']);
    expect(specialQuotas([row('SSLC/THSLC/CBSE', 'CBSE'), row('+2/VHSE', 'VHSE'), row('KGCE')])).toEqual(['ITI/KGCE', 'VHSE']);
    expect(specialQuotas([row('SSLC/THSLC/CBSE', 'THSLC'), row('ITI', undefined, 'Failed')])).toEqual(['THSLC']);
  });

  it('refuses a board that is not one of its row', () => {
    const education = (board: string) => ({
      programDetails: { programLevel: 'diploma', programName: 'Diploma in Engineering', mode: 'Regular' },
      educationData: [
        { examination: 'SSLC/THSLC/CBSE', passedFailed: 'Passed', yearOfPass: 2024, percentageMarks: 90, registrationNumber: 'R1', board },
      ],
    });
    expect(educationDetailsInputSchema.safeParse(education('THSLC')).success).toBe(true);
    const wrong = educationDetailsInputSchema.safeParse(education('VHSE'));
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['educationData.0.board', 'Choose the board from the list'],
    ]);
  });

  it('when a row names an examination that is a name every object has ("constructor"), then it is refused as no qualification', () => {
    for (const examination of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const r = educationDetailsInputSchema.safeParse({
        programDetails: { programLevel: 'diploma', programName: 'Diploma in Engineering', mode: 'Regular' },
        educationData: [{ examination, board: 'THSLC' }],
      });
      expect(
        r.error?.issues.map((i) => [i.path.join('.'), i.message]),
        examination,
      ).toContainEqual(['educationData.0.examination', `${examination} is not a qualification for this program`]);
      expect(
        r.error?.issues.map((i) => i.path.join('.')),
        examination,
      ).toContain('educationData.0.board');
    }
  });
});
