import { Router } from 'express';
import { resumeSession, sendOtp, verifyOtp } from '@college/contracts/endpoints/admission';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Mount } from '../../lib/mount';
import { requestLanguage } from '../../lib/request-language';
import { rememberLanguage } from '../messages/applicant-language';
import { recordSignInConsent } from '../privacy/consent-ledger';
import type { SessionCookies } from '../sessions/cookies';
import type { SessionService } from '../sessions/session.service';
import type { OtpService } from './otp.service';

export function otpRoutes(
  mount: Mount,
  deps: { otp: OtpService; sessions: SessionService; cookies: SessionCookies; db: Database; clock: Clock },
): Router {
  const router = Router();

  mount(router, sendOtp, async ({ body, req }) => {
    const { resendAfterSeconds } = await deps.otp.send(body.mobile, req.ip ?? 'unknown', 'sign_in', requestLanguage(req));
    return { success: true as const, message: 'OTP sent successfully', resendAfterSeconds };
  });

  mount(router, verifyOtp, async ({ body, req, res }) => {
    await deps.otp.verify(body.mobile, body.otp);
    // Step 1's 'By continuing, you agree to our Terms of Service and Privacy Policy', in the ledger.
    await recordSignInConsent(deps.db, { mobile: body.mobile, ip: req.ip ?? null, at: deps.clock.now() });
    deps.cookies.set(res, await deps.sessions.start('applicant', body.mobile));
    await rememberLanguage(deps.db, body.mobile, requestLanguage(req), deps.clock.now());
    return { success: true as const, message: 'OTP verified successfully' };
  });

  mount(router, resumeSession, async ({ req, res }) => {
    const access = deps.cookies.access(req);
    const live = access ? await deps.sessions.authenticate(access, 'applicant') : null;
    if (live) {
      // Coming back, perhaps in the other language: their messages follow the one they use now.
      await rememberLanguage(deps.db, live.subject, requestLanguage(req), deps.clock.now());
      return { success: true as const, data: { signedIn: true as const, mobile: live.subject } };
    }
    // The access token lapsed: a live refresh token renews the session, as the client would.
    const refresh = deps.cookies.refresh(req);
    const rotated = refresh ? await deps.sessions.rotate(refresh, 'applicant') : null;
    if (rotated) {
      deps.cookies.set(res, rotated);
      await rememberLanguage(deps.db, rotated.principal.subject, requestLanguage(req), deps.clock.now());
      return { success: true as const, data: { signedIn: true as const, mobile: rotated.principal.subject } };
    }
    return { success: true as const, data: { signedIn: false as const } };
  });

  return router;
}
