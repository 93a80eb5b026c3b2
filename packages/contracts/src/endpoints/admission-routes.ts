import type { Route } from '../endpoint';

const base = '/api/v1/admission';

/**
 * The admission endpoints the page's first screen calls (the code, the session, the applications of
 * a mobile, the closing dates), without their schemas. The endpoints are declared on these routes,
 * and the first screen loads no schema library before the applicant types a code: a phone spends a
 * few hundred milliseconds building the schemas, all of it in the page's start-up.
 */
export const admissionRoutes = {
  sendOtp: { method: 'POST', path: `${base}/send-otp`, access: 'public' },
  verifyOtp: { method: 'POST', path: `${base}/verify-otp`, access: 'public' },
  resumeSession: { method: 'POST', path: `${base}/resume`, access: 'public' },
  checkExisting: { method: 'POST', path: `${base}/check-existing`, access: 'applicant' },
  createApplication: { method: 'POST', path: `${base}/create-application`, access: 'applicant' },
  getApplication: { method: 'GET', path: `${base}/application/:applicationId`, access: 'applicant' },
  windows: { method: 'GET', path: `${base}/windows`, access: 'public' },
} as const satisfies Record<string, Route>;
