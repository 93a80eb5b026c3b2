import { MIN_PASSWORD_LENGTH, PASSWORD_REFUSALS } from '@college/contracts/endpoints/staff-accounts';
import { invalidField } from '../../lib/app-error';

// The 49,000 most common passwords of the zxcvbn-ts project (from leaked-password corpora),
// shipped in the package, so no password ever leaves the server to be checked. Read on first use:
// decompressing the list takes a moment that a start-up need not spend.
let common: Promise<Set<string>> | undefined;
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));

/**
 * Why a password of the right length is refused, or null when it may be used: one of the common
 * or leaked passwords (also with digits or symbols added at its end: password1234), one character
 * repeated, or the member's email or the name before its @ (NIST SP 800-63B, 3.1.1.2).
 */
export async function passwordProblem(password: string, email: string): Promise<string | null> {
  const lower = password.toLowerCase();
  if (new Set(lower).size === 1) return PASSWORD_REFUSALS.repeated;
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  // A name of two or three letters would refuse half the dictionary; those stay allowed.
  if (lower.includes(address) || (local.length >= 4 && lower.includes(local))) return PASSWORD_REFUSALS.email;
  const list = await commonPasswords();
  const stem = lower.replace(/[\d\W_]+$/u, '');
  if (list.has(lower) || list.has(stem)) return PASSWORD_REFUSALS.common;
  return null;
}

/** The one check every password passes before it is stored: its length, then passwordProblem. Throws a field error. */
export async function checkNewPassword(password: string, email: string): Promise<void> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw invalidField('password', `Passwords need at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const problem = await passwordProblem(password, email);
  if (problem) throw invalidField('password', problem);
}
