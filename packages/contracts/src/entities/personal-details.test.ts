import { describe, expect, it } from 'vitest';
import { personalDetailsInputSchema } from './personal-details';

const valid = {
  fullName: 'Anu Krishnan',
  dob: '2008-05-14',
  gender: 'female',
  religion: 'Hindu',
  email: 'anu@example.in',
  agreeToTerms: true,
};

describe('personal details', () => {
  it('when valid, then religion is stored lowercase and the name trimmed', () => {
    const out = personalDetailsInputSchema.parse({ ...valid, fullName: '  Anu Krishnan ' });
    expect(out.religion).toBe('hindu');
    expect(out.fullName).toBe('Anu Krishnan');
  });

  it('when the name is whitespace only, then it is refused', () => {
    const r = personalDetailsInputSchema.safeParse({ ...valid, fullName: '   ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['fullName']);
  });

  it('when terms are not accepted, gender or religion unknown, then it is refused', () => {
    expect(personalDetailsInputSchema.safeParse({ ...valid, agreeToTerms: false }).success).toBe(false);
    expect(personalDetailsInputSchema.safeParse({ ...valid, gender: 'x' }).success).toBe(false);
    expect(personalDetailsInputSchema.safeParse({ ...valid, religion: 'Pastafarian' }).success).toBe(false);
  });

  it('when the applicant is under 15, then the spec message is given', () => {
    const r = personalDetailsInputSchema.safeParse({ ...valid, dob: '2020-01-01' });
    expect(r.error?.issues[0]?.message).toBe('You must be at least 15 years old to apply');
  });
});
