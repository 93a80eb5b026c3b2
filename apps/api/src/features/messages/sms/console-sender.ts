import { COLLEGE_IDENTITY } from '@college/contracts/college';
import { OTP_TTL_SECONDS } from '@college/contracts/constants';
import type { Clock } from '../../../lib/clock';
import { fill } from '../../../lib/fill';
import { SMS_TEXTS } from '../message-texts';
import type { SmsSender } from './sms-sender';

export type OutboxEntry = { mobile: string; otp: string; sentAt: string };

/**
 * Demo mode's sender: prints the code on the console (not into the request log) and keeps the
 * last one per mobile for the dev outbox route. Nothing leaves the machine.
 */
export function consoleSmsSender(options: { clock: Clock; print: (line: string) => void }) {
  const outbox = new Map<string, OutboxEntry>();
  const sender: SmsSender & { last(mobile: string): OutboxEntry | undefined } = {
    name: 'console',
    sendOtp(mobile, otp, language) {
      outbox.set(mobile, { mobile, otp, sentAt: options.clock.now().toISOString() });
      const text = fill(SMS_TEXTS[language].otp, { otp, college: COLLEGE_IDENTITY.shortName, minutes: OTP_TTL_SECONDS / 60 });
      options.print(`[demo SMS] to +91 ${mobile}: ${text}\n`);
      return Promise.resolve();
    },
    sendTemplate(mobile, template, variables, language) {
      const text = fill(SMS_TEXTS[language][template], { ...variables, college: COLLEGE_IDENTITY.shortName });
      options.print(`[demo SMS] ${template} to +91 ${mobile}: ${text}\n`);
      return Promise.resolve();
    },
    last: (mobile) => outbox.get(mobile),
  };
  return sender;
}
export type ConsoleSmsSender = ReturnType<typeof consoleSmsSender>;
