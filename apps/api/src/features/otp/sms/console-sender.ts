import type { Clock } from '../../../lib/clock';
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
    sendOtp(mobile, otp) {
      outbox.set(mobile, { mobile, otp, sentAt: options.clock.now().toISOString() });
      options.print(`[demo SMS] OTP for +91 ${mobile}: ${otp}\n`);
      return Promise.resolve();
    },
    sendTemplate(mobile, template, variables) {
      const text = Object.entries(variables)
        .map(([k, v]) => `${k}=${v}`)
        .join(', ');
      options.print(`[demo SMS] ${template} to +91 ${mobile}: ${text}\n`);
      return Promise.resolve();
    },
    last: (mobile) => outbox.get(mobile),
  };
  return sender;
}
export type ConsoleSmsSender = ReturnType<typeof consoleSmsSender>;
