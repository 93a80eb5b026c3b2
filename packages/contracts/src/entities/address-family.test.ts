import { describe, expect, it } from 'vitest';
import { addressFamilyInputSchema } from './address-family';

const valid = {
  address: {
    houseNumber: '12/345',
    street: 'Temple Road',
    postOffice: 'Ernakulam H.O',
    pinCode: '682011',
    district: 'Ernakulam',
    state: 'Kerala',
    country: 'Sri Lanka',
  },
  parents: {
    fatherName: 'Krishnan',
    fatherMobile: '9876543210',
    motherName: 'Lakshmi',
    motherMobile: '8765432109',
  },
};

describe('address and family', () => {
  it('when valid, then the country is always India and the guardian is optional', () => {
    const out = addressFamilyInputSchema.parse(valid);
    expect(out.address.country).toBe('India');
    expect(out.guardian).toEqual({ guardianName: '', guardianPlace: '', guardianContact: '' });
  });

  it('when a parent mobile is wrong, then the spec on-submit message names the field', () => {
    const r = addressFamilyInputSchema.safeParse({
      ...valid,
      parents: { ...valid.parents, fatherMobile: '5876543210', motherMobile: '98765' },
    });
    const messages = r.error?.issues.map((i) => i.message);
    expect(messages).toContain("Father's Mobile must be a valid Indian mobile number starting with 6, 7, 8, or 9");
    expect(messages).toContain("Mother's Mobile must be exactly 10 digits");
  });

  it('when the guardian contact is filled, then it is checked; when blank, not', () => {
    const bad = addressFamilyInputSchema.safeParse({
      ...valid,
      guardian: { guardianName: 'Ravi', guardianPlace: 'Aluva', guardianContact: '12345' },
    });
    expect(bad.error?.issues[0]?.path).toEqual(['guardian', 'guardianContact']);
    const ok = addressFamilyInputSchema.safeParse({
      ...valid,
      guardian: { guardianName: 'Ravi', guardianPlace: '', guardianContact: '' },
    });
    expect(ok.success).toBe(true);
  });

  it('when a required field is blank or the PIN is wrong, then it is refused', () => {
    const r = addressFamilyInputSchema.safeParse({
      ...valid,
      address: { ...valid.address, street: '  ', pinCode: '68201' },
    });
    const paths = r.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['address.street', 'address.pinCode']));
  });
});
