import type { Language } from '@college/contracts/languages';
import { randomInt } from 'node:crypto';
import {
  MAX_OTP_ATTEMPTS,
  MAX_OTP_ATTEMPTS_MESSAGE,
  OTP_FAILURE_WINDOW_SECONDS,
  OTP_FAILURES_PER_IP,
  OTP_LENGTH,
  OTP_RESEND_INTERVAL_SECONDS,
  OTP_SENDS_PER_MOBILE_PER_HOUR,
  OTP_TTL_SECONDS,
} from '@college/contracts/constants';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { withKeyLock } from '../../db/transaction';
import { badRequest, tooManyRequests, upstreamFailed } from '../../lib/app-error';
import { addSeconds, type Clock } from '../../lib/clock';
import { hmacSha256Hex, safeEqual } from '../../lib/crypto';
import { rateLimiter, type Limit } from '../rate-limits/rate-limits.api';
import { otpRepository, type OtpPurpose } from './otp.repository';
import { SmsError, type SmsSender } from '../messages/messages.api';

const HOUR = 3600;

export const sendKey = (mobile: string) => `otp-send:${mobile}`;
export const failureKey = (mobile: string) => `otp-fail:${mobile}`;

const sendLimits = (mobile: string, ip: string, perIpPerHour: number): Limit[] => [
  { key: sendKey(mobile), max: 1, windowSeconds: OTP_RESEND_INTERVAL_SECONDS },
  { key: sendKey(mobile), max: OTP_SENDS_PER_MOBILE_PER_HOUR, windowSeconds: HOUR },
  { key: `otp-send-ip:${ip}`, max: perIpPerHour, windowSeconds: HOUR },
];

const failureLimit = (mobile: string): Limit => ({
  key: failureKey(mobile),
  max: MAX_OTP_ATTEMPTS,
  windowSeconds: OTP_FAILURE_WINDOW_SECONDS,
});

// Across mobiles: one address guessing codes for number after number stops at 20 wrong ones.
const addressFailureLimit = (ip: string): Limit => ({
  key: `otp-fail-ip:${ip}`,
  max: OTP_FAILURES_PER_IP,
  windowSeconds: OTP_FAILURE_WINDOW_SECONDS,
});

/** Limits a caller adds to a send (a parent's code: per application), with what to say when one is reached. */
export type ExtraSendLimits = { limits: Limit[]; message: string };

export type OtpDeps = {
  db: Database;
  clock: Clock;
  sms: SmsSender;
  otpSecret: string;
  logger: Logger;
  /** Sends per hour from one address (configured; OTP_SENDS_PER_IP_PER_HOUR by default). */
  sendsPerIpPerHour: number;
};

export function otpService(deps: OtpDeps) {
  const { db, clock, sms } = deps;
  const hashCode = (mobile: string, code: string) => hmacSha256Hex(deps.otpSecret, `${mobile}:${code}`);

  return {
    /**
     * Sends a fresh code unless a limit says wait (429 with the seconds to wait, no SMS sent).
     * The answer is the same for every valid mobile, registered or not. A parent's consent code
     * shares the mobile's limits with its sign-in codes, but neither kind of code serves the other.
     */
    async send(
      mobile: string,
      ip: string,
      purpose: OtpPurpose,
      language: Language,
      extra: ExtraSendLimits = { limits: [], message: '' },
    ): Promise<{ resendAfterSeconds: number }> {
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const extraKeys = [...new Set(extra.limits.map((l) => l.key))];
      // Every counter (the mobile's, the address's, the caller's) is checked and written under its lock.
      await withKeyLock(db, [`otp:${mobile}`, `otp-ip:${ip}`, ...extraKeys], async (tx) => {
        const limiter = rateLimiter(tx, clock);
        const locked = await limiter.retryAfter([failureLimit(mobile)]);
        if (locked > 0) throw tooManyRequests(MAX_OTP_ATTEMPTS_MESSAGE, locked);
        const capped = await limiter.retryAfter(extra.limits);
        if (capped > 0) throw tooManyRequests(extra.message, capped);
        const wait = await limiter.retryAfter(sendLimits(mobile, ip, deps.sendsPerIpPerHour));
        if (wait > 0) {
          throw tooManyRequests(`Please wait ${wait} seconds before requesting another OTP`, wait);
        }
        await limiter.record(sendKey(mobile), `otp-send-ip:${ip}`, ...extraKeys);
        const now = clock.now();
        await otpRepository(tx).replaceChallenge(mobile, purpose, hashCode(mobile, code), now, addSeconds(now, OTP_TTL_SECONDS));
      });
      try {
        await sms.sendOtp(mobile, code, language);
      } catch (err) {
        deps.logger.error({ provider: sms.name, reason: err instanceof SmsError ? err.message : 'unknown' }, 'OTP SMS failed');
        throw upstreamFailed('Could not send the OTP. Please try again.');
      }
      return { resendAfterSeconds: OTP_RESEND_INTERVAL_SECONDS };
    },

    /**
     * Checks a code: right once, within 10 minutes. Wrong codes count against the mobile for a
     * window that a new code does not reset; at 3 the live code is retired. A check sent again with
     * the `checkKey` of the check that used the code is right again, within the code's 10 minutes,
     * and answers `repeated` so that what the first check recorded is not recorded twice. Wrong
     * codes also count against the address they come from; past its limit every check from there
     * waits, whichever mobile it names.
     */
    async verify(
      mobile: string,
      code: string,
      ip: string,
      purpose: OtpPurpose = 'sign_in',
      checkKey?: string,
    ): Promise<{ repeated: boolean }> {
      const keyHmac = checkKey ? hmacSha256Hex(deps.otpSecret, `otp-check:${mobile}:${checkKey}`) : null;
      const limits = [failureLimit(mobile), addressFailureLimit(ip)];
      // Outcomes are decided inside the lock and raised after commit, so failures are kept.
      const outcome = await withKeyLock(db, [`otp:${mobile}`, `otp-ip:${ip}`], async (tx) => {
        const limiter = rateLimiter(tx, clock);
        const repo = otpRepository(tx);
        const now = clock.now();
        const locked = await limiter.retryAfter(limits);
        if (locked > 0) return { kind: 'locked' as const, wait: locked };

        // The same check again (its answer was lost): the code it used, with the same key, still counts.
        const used = keyHmac ? await repo.usedBy(mobile, purpose, keyHmac, now) : undefined;
        if (used && safeEqual(used.codeHmac, hashCode(mobile, code))) return { kind: 'repeated' as const };

        const challenge = await repo.liveChallenge(mobile, purpose, now);
        if (!challenge) return { kind: 'expired' as const };
        if (!safeEqual(challenge.codeHmac, hashCode(mobile, code))) {
          await repo.recordFailure(challenge.id);
          await limiter.record(...limits.map((l) => l.key));
          const wait = await limiter.retryAfter([failureLimit(mobile)]);
          if (wait > 0) {
            await repo.retireAll(mobile, now);
            return { kind: 'locked' as const, wait };
          }
          return { kind: 'wrong' as const };
        }
        if (!(await repo.consume(challenge.id, now, keyHmac))) return { kind: 'expired' as const };
        await limiter.clear(failureLimit(mobile).key);
        return { kind: 'ok' as const };
      });
      if (outcome.kind === 'locked') throw tooManyRequests(MAX_OTP_ATTEMPTS_MESSAGE, outcome.wait);
      if (outcome.kind === 'expired') {
        throw badRequest('OTP has expired. Please request a new OTP.');
      }
      if (outcome.kind === 'wrong') throw badRequest('Invalid OTP');
      return { repeated: outcome.kind === 'repeated' };
    },
  };
}
export type OtpService = ReturnType<typeof otpService>;
