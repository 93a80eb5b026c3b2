import { describe, expect, it } from 'vitest';
import { isOtp, isPinCode, sanitizeDigits } from './codes';
import { otpSchema, pinCodeSchema } from './input-schemas';

describe('OTP and PIN codes', () => {
  it('when the OTP has exactly 6 digits, then it is accepted', () => {
    expect(isOtp('000000')).toBe(true);
    expect(isOtp('123456')).toBe(true);
  });

  it('when the OTP is short, long or not digits, then it is refused with "Invalid OTP"', () => {
    for (const v of ['12345', '1234567', '12345a', ' 123456', '']) expect(isOtp(v)).toBe(false);
    expect(otpSchema.safeParse('12').error?.issues[0]?.message).toBe('Invalid OTP');
  });

  it('when the PIN has 6 digits not starting with 0, then it is accepted', () => {
    expect(isPinCode('682001')).toBe(true);
    expect(isPinCode('012345')).toBe(false);
    expect(isPinCode('68200')).toBe(false);
    expect(isPinCode('6820011')).toBe(false);
    expect(isPinCode('68 001')).toBe(false);
    expect(pinCodeSchema.safeParse('abc').error?.issues[0]?.message).toBe('Invalid PIN code. Please check and try again.');
  });

  it('when typing digits, then letters are dropped and the length is capped', () => {
    expect(sanitizeDigits('6a8b2c0d0e1f9', 6)).toBe('682001');
  });
});
