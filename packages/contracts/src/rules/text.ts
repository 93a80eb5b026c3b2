import { z } from '../zod';
import { isCleanText } from './clean-text';
import { isPrintable, UNPRINTABLE_TEXT_MESSAGE } from './scripts';

export const UNSUPPORTED_TEXT_MESSAGE = 'Contains characters that are not allowed';

/** Every text input starts here: a string with no NUL and no lone surrogate. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isCleanText, UNSUPPORTED_TEXT_MESSAGE);
}

/** A required text field: trimmed, and blank (or whitespace only) is refused with `message`. */
export function requiredText(message: string, max = 200) {
  return text({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

/** An optional text field: trimmed; missing becomes ''. */
export function optionalText(max = 200) {
  return text().trim().max(max, `Must be at most ${max} characters`).default('');
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** What the applicant types that is printed on the acknowledgement: only letters its fonts can draw. */
export function requiredPrintable(message: string, max = 200) {
  return requiredText(message, max).refine(isPrintable, UNPRINTABLE_TEXT_MESSAGE);
}

export function optionalPrintable(max = 200) {
  return text().trim().max(max, `Must be at most ${max} characters`).refine(isPrintable, UNPRINTABLE_TEXT_MESSAGE).default('');
}
