import { afterEach, describe, expect, it } from 'vitest';
import { OTP_TTL_SECONDS } from '@college/contracts/constants';
import { forgetCodeSent, liveCodeSent, rememberCodeSent, resendWait } from './sent-code';

afterEach(() => window.sessionStorage.clear());

describe('the code sent from this tab', () => {
  it('when a code was sent, then it is live for the code lifetime, with the resend wait counting down', () => {
    const at = Date.UTC(2026, 5, 1, 10, 0, 0);
    rememberCodeSent('9847012345', at);
    expect(liveCodeSent(at + 1_000)).toEqual({ mobile: '9847012345', sentAt: at });
    expect(resendWait({ mobile: '9847012345', sentAt: at }, at + 15_500)).toBe(45);
    expect(resendWait({ mobile: '9847012345', sentAt: at }, at + 90_000)).toBe(0);
    expect(liveCodeSent(at + OTP_TTL_SECONDS * 1000 - 1)).not.toBeNull();
    expect(liveCodeSent(at + OTP_TTL_SECONDS * 1000)).toBeNull();
    // A clock set back is no reason to trust it.
    expect(liveCodeSent(at - 1)).toBeNull();
  });

  it('when the code is accepted, or what is stored is damaged, then there is none', () => {
    rememberCodeSent('9847012345');
    forgetCodeSent();
    expect(liveCodeSent()).toBeNull();
    for (const raw of ['{not json', 'null', '{"mobile":"98470","sentAt":1}', `{"mobile":"9847012345","sentAt":"now"}`]) {
      window.sessionStorage.setItem('admission:code-sent', raw);
      expect(liveCodeSent()).toBeNull();
    }
  });
});
