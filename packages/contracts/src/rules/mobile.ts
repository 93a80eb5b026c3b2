import { MOBILE_LENGTH } from '../constants';

export const INVALID_MOBILE_MESSAGE = 'Invalid mobile number';
export const INDIAN_MOBILE_INLINE_MESSAGE = 'Please enter a valid Indian mobile number starting with 6, 7, 8, or 9';

const TEN_DIGITS = /^\d{10}$/;
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;

export function isTenDigitMobile(value: string): boolean {
  return TEN_DIGITS.test(value);
}

export function isIndianMobile(value: string): boolean {
  return INDIAN_MOBILE.test(value);
}

/** The ways a number from a phone's contacts, an SMS or autofill may open: +91, 0091, a trunk 0. */
const MOBILE_PREFIXES = ['91', '0091', '0'];

/**
 * What a mobile input keeps of what was typed, pasted or autofilled: digits only, at most 10,
 * without a prefix that leaves exactly ten ("+91 98470 55501", "098470 55501"). Only then: a
 * number that starts with 91 and has a digit too many typed stays the number typed.
 */
export function sanitizeMobileInput(value: string): string {
  const digits = value.replace(/\D/g, '');
  const prefix = MOBILE_PREFIXES.find((p) => digits.length === p.length + MOBILE_LENGTH && digits.startsWith(p));
  return digits.slice(prefix?.length ?? 0).slice(0, MOBILE_LENGTH);
}

/**
 * The on-submit message for a form mobile (father, mother, guardian), or null when valid.
 * `field` is the label used in the message, e.g. "Father's Mobile".
 */
export function indianMobileError(field: string, value: string): string | null {
  if (!TEN_DIGITS.test(value)) return `${field} must be exactly 10 digits`;
  if (!INDIAN_MOBILE.test(value)) {
    return `${field} must be a valid Indian mobile number starting with 6, 7, 8, or 9`;
  }
  return null;
}
