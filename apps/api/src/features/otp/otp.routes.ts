import { Router } from 'express';
import { resumeSession, sendOtp, verifyOtp } from '@college/contracts/endpoints/admission';
import type { Mount } from '../../lib/mount';
import { requestLanguage } from '../../lib/request-language';
import type { SessionCookies } from '../sessions/sessions.api';
import type { SessionService } from '../sessions/sessions.api';
import type { OtpService } from './otp.service';
import type { SignInRecords } from './sign-in-records';

export function otpRoutes(
  mount: Mount,
  deps: { otp: OtpService; sessions: SessionService; cookies: SessionCookies; signIns: SignInRecords },
): Router {
  const router = Router();

  mount(router, sendOtp, async ({ body, req }) => {
    const { resendAfterSeconds } = await deps.otp.send(body.mobile, req.ip ?? 'unknown', 'sign_in', requestLanguage(req));
    return { success: true as const, message: 'OTP sent successfully', resendAfterSeconds };
  });

  mount(router, verifyOtp, async ({ body, req, res }) => {
    await deps.otp.verify(body.mobile, body.otp, req.ip ?? 'unknown', 'sign_in', body.checkKey);
    await deps.signIns.verified(body.mobile, req.ip ?? null, requestLanguage(req));
    deps.cookies.set(res, await deps.sessions.start('applicant', body.mobile));
    return { success: true as const, message: 'OTP verified successfully' };
  });

  mount(router, resumeSession, async ({ req, res }) => {
    const access = deps.cookies.access(req);
    const live = access ? await deps.sessions.authenticate(access, 'applicant') : null;
    if (live) {
      await deps.signIns.returned(live.subject, requestLanguage(req));
      return { success: true as const, data: { signedIn: true as const, mobile: live.subject } };
    }
    // The access token lapsed: a live refresh token renews the session, as the client would.
    const refresh = deps.cookies.refresh(req);
    const rotated = refresh ? await deps.sessions.rotate(refresh, 'applicant') : null;
    if (rotated) {
      deps.cookies.set(res, rotated);
      await deps.signIns.returned(rotated.principal.subject, requestLanguage(req));
      return { success: true as const, data: { signedIn: true as const, mobile: rotated.principal.subject } };
    }
    return { success: true as const, data: { signedIn: false as const } };
  });

  return router;
}
