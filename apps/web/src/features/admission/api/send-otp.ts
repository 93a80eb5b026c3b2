import { useMutation } from '@tanstack/react-query';
import type { sendOtp } from '@college/contracts/endpoints/admission';
import { admissionRoutes } from '@college/contracts/endpoints/admission-routes';
import { OTP_RESEND_INTERVAL_SECONDS } from '@college/contracts/constants';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { codeWhileAway, STALL_MS, untilConnected } from '../components/until-connected';

type Sent = { success: true; message?: string; resendAfterSeconds?: number };

const postSendOtp = (mobile: string, signal: AbortSignal) =>
  api.call<typeof sendOtp>(admissionRoutes.sendOtp, { body: { mobile }, signal });

/**
 * Sends the code until the site answers. A try given up (stalled, or its answer lost) may have
 * reached the site and sent the code; the next try is then refused with the wait before another
 * code. That refusal (a wait no longer than the resend interval; a lock after wrong codes is
 * longer) means a code was sent less than a minute ago, and it is the one to type: the applicant
 * goes on to it, with the wait the site gave.
 */
export async function sendCode(send: (signal: AbortSignal) => Promise<Sent>, stallMs = STALL_MS): Promise<Sent> {
  let tries = 0;
  try {
    return await untilConnected(
      (signal) => {
        tries += 1;
        return send(signal);
      },
      codeWhileAway('send'),
      stallMs,
    );
  } catch (err) {
    const wait = resendRefusal(err);
    if (tries > 1 && wait > 0) return { success: true, resendAfterSeconds: wait };
    throw err;
  }
}

/**
 * The seconds to wait when a send was refused as too soon after the last code (a wait no longer
 * than the resend interval; a lock after wrong codes is longer), else 0: the last code can then
 * still be typed.
 */
export function resendRefusal(err: unknown): number {
  const wait = err instanceof ApiError && err.status === 429 ? (err.retryAfterSeconds ?? 0) : 0;
  return wait <= OTP_RESEND_INTERVAL_SECONDS ? wait : 0;
}

// Pending until the site answers: a dropped connection keeps the button working, not ready again.
export const useSendOtp = () =>
  useMutation({
    mutationFn: (mobile: string) => sendCode((signal) => postSendOtp(mobile, signal)),
    networkMode: 'always',
  });
