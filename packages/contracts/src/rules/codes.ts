import { OTP_LENGTH, PIN_CODE_LENGTH } from '../constants';

export const INVALID_OTP_MESSAGE = 'Invalid OTP';
export const INVALID_PIN_MESSAGE = 'Invalid PIN code. Please check and try again.';

export const OTP = new RegExp(`^\\d{${OTP_LENGTH}}$`);
const PIN = new RegExp(`^\\d{${PIN_CODE_LENGTH}}$`);

export function isOtp(value: string): boolean {
  return OTP.test(value);
}

/** Indian PIN codes are six digits and never start with 0. */
export function isPinCode(value: string): boolean {
  return PIN.test(value) && value[0] !== '0';
}

export function sanitizeDigits(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
