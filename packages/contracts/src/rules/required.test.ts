import { describe, expect, it } from 'vitest';
import { addressFamilyInputSchema } from '../entities/address-family';
import { personalDetailsInputSchema } from '../entities/personal-details';
import { isFilled, requiredFields } from './required';

describe('required fields', () => {
  it('when a step is blank, then its required fields are those the schema refuses blank', () => {
    const personal = requiredFields(personalDetailsInputSchema, {
      fullName: '',
      dob: '',
      gender: '',
      religion: '',
      email: '',
      agreeToTerms: false,
    });
    expect(personal.sort()).toEqual(['agreeToTerms', 'dob', 'email', 'fullName', 'gender', 'religion']);
    const blank = {
      address: { houseNumber: '', street: '', postOffice: '', pinCode: '', district: '', state: '', country: 'India' },
      parents: { fatherName: '', fatherMobile: '', motherName: '', motherMobile: '' },
      guardian: { guardianName: '', guardianPlace: '', guardianContact: '' },
    };
    expect(requiredFields(addressFamilyInputSchema, blank).sort()).toEqual([
      'address.district',
      'address.houseNumber',
      'address.pinCode',
      'address.postOffice',
      'address.state',
      'address.street',
      'parents.fatherMobile',
      'parents.fatherName',
      'parents.motherMobile',
      'parents.motherName',
    ]);
  });

  it('when values are filled, blank or ticked, then isFilled says so', () => {
    expect(isFilled({ a: { b: ' x ' }, c: true }, ['a.b', 'c'])).toBe(true);
    expect(isFilled({ a: { b: '  ' }, c: true }, ['a.b', 'c'])).toBe(false);
    expect(isFilled({ a: { b: 'x' }, c: false }, ['a.b', 'c'])).toBe(false);
  });
});
