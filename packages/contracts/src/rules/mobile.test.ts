import { describe, expect, it } from 'vitest';
import { indianMobileError, isIndianMobile, isTenDigitMobile, sanitizeMobileInput } from './mobile';
import { mobileSchema, formMobileSchema } from './input-schemas';

describe('mobile numbers', () => {
  it('when the number starts with 6 to 9 and has 10 digits, then it is an Indian mobile', () => {
    expect(isIndianMobile('6000000000')).toBe(true);
    expect(isIndianMobile('9999999999')).toBe(true);
  });

  it('when the number starts below 6, then it is refused: 5999999999 vs 6000000000', () => {
    expect(isIndianMobile('5999999999')).toBe(false);
    expect(isIndianMobile('0987654321')).toBe(false);
    expect(isTenDigitMobile('5999999999')).toBe(true);
  });

  it('when the length is not 10 or it holds non-digits, then it is refused', () => {
    for (const v of ['', '987654321', '98765432101', '98765 43210', '+919876543210', '98765432a0']) {
      expect(isIndianMobile(v)).toBe(false);
    }
  });

  it('when typing, then only digits are kept and at most 10', () => {
    expect(sanitizeMobileInput('98a76-54 321099')).toBe('9876543210');
    expect(sanitizeMobileInput('+91 98765 43210')).toBe('9876543210');
    expect(sanitizeMobileInput('09876543210')).toBe('9876543210');
  });

  it('when a number is pasted as a phone writes it, then its prefix goes only where ten digits are left', () => {
    expect(sanitizeMobileInput('+91-98470-55501')).toBe('9847055501');
    expect(sanitizeMobileInput('0091 98470 55501')).toBe('9847055501');
    expect(sanitizeMobileInput('098470 55501')).toBe('9847055501');
    // A number that starts with 91 and has a digit too many typed keeps its first ten, not its last.
    expect(sanitizeMobileInput('91984705551')).toBe('9198470555');
    expect(sanitizeMobileInput('9198470555')).toBe('9198470555');
  });

  it('when a form mobile is wrong, then the spec message names the field', () => {
    expect(indianMobileError("Father's Mobile", '98765')).toBe("Father's Mobile must be exactly 10 digits");
    expect(indianMobileError("Father's Mobile", '5876543210')).toBe(
      "Father's Mobile must be a valid Indian mobile number starting with 6, 7, 8, or 9",
    );
    expect(indianMobileError("Father's Mobile", '7876543210')).toBeNull();
  });

  it('when parsed through the schemas, then the messages are the spec messages', () => {
    expect(mobileSchema.safeParse('9876543210').success).toBe(true);
    const bad = mobileSchema.safeParse('12345');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Invalid mobile number');
    expect(mobileSchema.safeParse(9876543210).success).toBe(false);
    const form = formMobileSchema('Guardian Contact').safeParse('1234567890');
    expect(form.error?.issues[0]?.message).toBe('Guardian Contact must be a valid Indian mobile number starting with 6, 7, 8, or 9');
  });
});
