import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { rateLimiter } from '../rate-limits/rate-limits.api';
import { failureKey, sendKey } from './otp.service';

/**
 * For the admissions office: forgets a mobile's wrong codes and sends, so an applicant locked out
 * can ask for a code at once. Answers how many counted events were cleared.
 */
export async function clearOtpLocks(db: Database, clock: Clock, mobile: string): Promise<number> {
  const limiter = rateLimiter(db, clock);
  return (await limiter.clear(failureKey(mobile))) + (await limiter.clear(sendKey(mobile)));
}
