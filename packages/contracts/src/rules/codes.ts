import { z } from '../zod';
import { OTP_LENGTH, PIN_CODE_LENGTH } from '../constants';

const INVALID_OTP_MESSAGE = 'Invalid OTP';
const INVALID_PIN_MESSAGE = 'Invalid PIN code. Please check and try again.';

const OTP = new RegExp(`^\\d{${OTP_LENGTH}}$`);
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

export const otpSchema = z.string({ error: INVALID_OTP_MESSAGE }).regex(OTP, INVALID_OTP_MESSAGE);

export const pinCodeSchema = z.string({ error: INVALID_PIN_MESSAGE }).refine(isPinCode, INVALID_PIN_MESSAGE);
