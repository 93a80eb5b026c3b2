import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { resendRefusal, sendCode } from './send-otp';

const wait = (seconds: number) => new ApiError(429, { message: `Please wait ${seconds} seconds before requesting another OTP` }, seconds);

describe('sending the code', () => {
  it('when a try stalls and the next is refused with the wait, then the code sent by the first is the one to type', async () => {
    let tries = 0;
    const sent = await sendCode(() => {
      tries += 1;
      return tries === 1 ? new Promise(() => undefined) : Promise.reject(wait(58));
    }, 100);
    expect(sent).toEqual({ success: true, resendAfterSeconds: 58 });
    expect(tries).toBe(2);
  });

  it('when a try stalls and the next finds the mobile locked after wrong codes, then the refusal is shown', async () => {
    let tries = 0;
    const locked = new ApiError(429, { message: 'Too many attempts' }, 1_800);
    const sending = sendCode(() => {
      tries += 1;
      return tries === 1 ? new Promise(() => undefined) : Promise.reject(locked);
    }, 100);
    await expect(sending).rejects.toBe(locked);
  });

  it('when the first try itself is refused with the wait, then the refusal is shown', async () => {
    await expect(sendCode(() => Promise.reject(wait(30)), 100)).rejects.toMatchObject({ status: 429 });
  });

  it('when the site sends the code, then its answer is the result', async () => {
    await expect(sendCode(() => Promise.resolve({ success: true, resendAfterSeconds: 60 }), 100)).resolves.toEqual({
      success: true,
      resendAfterSeconds: 60,
    });
  });

  it('when a send is refused, then only the resend interval wait says the last code can still be typed', () => {
    expect(resendRefusal(wait(58))).toBe(58);
    expect(resendRefusal(new ApiError(429, { message: 'Too many attempts' }, 1_800))).toBe(0);
    expect(resendRefusal(new ApiError(400, { message: 'Invalid mobile number' }))).toBe(0);
    expect(resendRefusal(new Error('offline'))).toBe(0);
  });
});
