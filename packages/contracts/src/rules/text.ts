import { z } from '../zod';

/** A required text field: trimmed, and blank (or whitespace only) is refused with `message`. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

/** An optional text field: trimmed; missing becomes ''. */
export function optionalText(max = 200) {
  return z.string().trim().max(max, `Must be at most ${max} characters`).default('');
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}
