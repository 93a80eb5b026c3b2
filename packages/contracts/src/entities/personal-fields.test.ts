import { describe, expect, it } from 'vitest';
import { personalDetailsInputSchema, personalDetailsSchema } from './personal-details';
import { PERSONAL_FIELD_KEYS } from './personal-fields';
import { CATEGORIES, NO_CLAIM, RESERVATION_RULES } from './reservation';

describe('the personal details field table', () => {
  it('when the step asks a field, then it is stored and every reader has a way to show it', () => {
    const asked = Object.keys(personalDetailsInputSchema.shape).filter((k) => k !== 'agreeToTerms');
    expect(Object.keys(personalDetailsSchema.shape)).toEqual(asked);
    expect(PERSONAL_FIELD_KEYS.filter((k) => k !== 'mobile').sort()).toEqual([...asked].sort());
  });

  it('when details saved before the reservation fields are read back, then those read as no claim; a missing spec field is refused', () => {
    const saved = { fullName: 'Anu', dob: '2008-05-14', gender: 'female', religion: 'hindu', email: 'a@example.in' };
    expect(personalDetailsSchema.parse(saved)).toEqual({
      ...saved,
      category: 'SM',
      certificateNumber: '',
      certificateDate: '',
      disability: 'none',
      disabilityPercent: '',
    });
    expect(personalDetailsSchema.safeParse({ ...saved, email: undefined }).success).toBe(false);
  });

  it('when the reservation table is read, then it names its source and version, and only no claim needs no certificate', () => {
    expect(RESERVATION_RULES.version).toMatch(/^\d{4}-\d+$/);
    expect(RESERVATION_RULES.source).toMatch(/prospectus/);
    expect(CATEGORIES.filter((c) => c.certificate === null).map((c) => c.code)).toEqual([NO_CLAIM]);
  });

  it('when a category is claimed, then its certificate number and date are required; a disability needs 40 to 100 per cent', () => {
    const base = {
      fullName: 'Anu',
      dob: '2008-05-14',
      gender: 'transgender',
      religion: 'Hindu',
      email: 'a@example.in',
      agreeToTerms: true,
    };
    const problems = (extra: object) =>
      personalDetailsInputSchema.safeParse({ ...base, ...extra }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(problems({})).toEqual([]);
    expect(problems({ category: 'EZ' })).toEqual([
      'certificateNumber: Enter the number of the certificate for the category you claim',
      'certificateDate: Enter the date of the certificate for the category you claim',
    ]);
    expect(problems({ category: 'EWS', certificateNumber: 'EWS/123/2026', certificateDate: '2026-04-02' })).toEqual([]);
    expect(problems({ category: 'XX' })).toEqual(['category: Choose a category from the list']);
    expect(problems({ disability: 'locomotor', disabilityPercent: '35' })).toEqual([
      "disabilityPercent: Enter the percentage of disability on the medical board's certificate (40 to 100)",
    ]);
    expect(problems({ disability: 'hearing', disabilityPercent: '60' })).toEqual([]);
  });
});
