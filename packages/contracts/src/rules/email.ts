import { text } from './text';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const INVALID_EMAIL_TITLE = 'Invalid Email';

// The spec asks for a simple pattern: something@something.something, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export const emailSchema = text({ error: INVALID_EMAIL_MESSAGE }).trim().refine(isEmail, INVALID_EMAIL_MESSAGE);
