import { Router } from 'express';
import { sendOtp, verifyOtp } from '@college/contracts/endpoints/admission';
import type { Mount } from '../../lib/mount';
import type { SessionCookies } from '../sessions/cookies';
import type { SessionService } from '../sessions/session.service';
import type { OtpService } from './otp.service';

export function otpRoutes(mount: Mount, deps: { otp: OtpService; sessions: SessionService; cookies: SessionCookies }): Router {
  const router = Router();

  mount(router, sendOtp, async ({ body, req }) => {
    const { resendAfterSeconds } = await deps.otp.send(body.mobile, req.ip ?? 'unknown');
    return { success: true as const, message: 'OTP sent successfully', resendAfterSeconds };
  });

  mount(router, verifyOtp, async ({ body, res }) => {
    await deps.otp.verify(body.mobile, body.otp);
    deps.cookies.set(res, await deps.sessions.start('applicant', body.mobile));
    return { success: true as const, message: 'OTP verified successfully' };
  });

  return router;
}
