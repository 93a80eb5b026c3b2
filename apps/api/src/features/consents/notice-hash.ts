import { createHash } from 'node:crypto';
import type { Notice } from '@college/contracts/notices';

/** The SHA-256 of a notice's exact wording: a consent names the text it was given on, not just its number. */
export function noticeHash(notice: Notice): string {
  return createHash('sha256').update(JSON.stringify(notice)).digest('hex');
}
