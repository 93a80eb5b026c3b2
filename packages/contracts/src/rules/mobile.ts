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

/**
 * What the mobile input keeps of what was typed or autofilled: digits only, at most 10, without
 * a +91 or 0 trunk prefix an autofilled number may carry.
 */
export function sanitizeMobileInput(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length > MOBILE_LENGTH && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length > MOBILE_LENGTH && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, MOBILE_LENGTH);
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
