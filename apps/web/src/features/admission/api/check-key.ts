/**
 * The key of one check of a code, sent with each of its retries (see otpCheckKeySchema): 32 random
 * hex letters (getRandomValues works on plain http too, unlike randomUUID).
 */
export function newCheckKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
