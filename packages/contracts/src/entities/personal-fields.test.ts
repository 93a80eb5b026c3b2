import { describe, expect, it } from 'vitest';
import { personalDetailsInputSchema, personalDetailsSchema } from './personal-details';
import { PERSONAL_FIELD_KEYS } from './personal-fields';

describe('the personal details field table', () => {
  it('when the step asks a field, then it is stored and every reader has a way to show it', () => {
    const asked = Object.keys(personalDetailsInputSchema.shape).filter((k) => k !== 'agreeToTerms');
    expect(Object.keys(personalDetailsSchema.shape)).toEqual(asked);
    expect(PERSONAL_FIELD_KEYS.filter((k) => k !== 'mobile').sort()).toEqual([...asked].sort());
  });

  it('when stored details are read back, then a field saved as text is kept and a missing one is refused', () => {
    const saved = { fullName: 'Anu', dob: '2008-05-14', gender: 'female', religion: 'hindu', email: 'a@example.in' };
    expect(personalDetailsSchema.parse(saved)).toEqual(saved);
    expect(personalDetailsSchema.safeParse({ ...saved, email: undefined }).success).toBe(false);
  });
});
