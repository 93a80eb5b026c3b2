import type { SessionCookies, SessionService } from '../sessions/sessions.api';
import { feature } from '../../lib/feature';
import type { OtpService } from './otp.service';
import { otpRoutes } from './otp.routes';
import { signInRecords } from './sign-in-records';

/** Sending and checking applicants' one-time codes, which sign them in. */
export const otpFeature = feature({
  name: 'otp',
  routes: ({ mount, db, clock }, needs: { otp: OtpService; sessions: SessionService; cookies: SessionCookies }) =>
    otpRoutes(mount, { ...needs, signIns: signInRecords({ db, clock }) }),
});
