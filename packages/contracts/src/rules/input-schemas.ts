import { z } from '../zod';
import { INVALID_OTP_MESSAGE, INVALID_PIN_MESSAGE, isPinCode, OTP } from './codes';
import { INDIAN_MOBILE, indianMobileError, INVALID_MOBILE_MESSAGE } from './mobile';

// The schemas of the mobile and code rules, apart from the rules themselves: the admission page's
// first screen uses the rules and must not build schemas (see endpoints/admission-routes.ts).

/** The applicant's own mobile (OTP sign-in): 10 digits, an Indian mobile number. */
export const mobileSchema = z.string({ error: INVALID_MOBILE_MESSAGE }).regex(INDIAN_MOBILE, INVALID_MOBILE_MESSAGE);

/** A form mobile with the spec's on-submit messages naming the field. */
export function formMobileSchema(field: string) {
  return z.string({ error: `${field} must be exactly 10 digits` }).superRefine((value, ctx) => {
    const message = indianMobileError(field, value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

export const otpSchema = z.string({ error: INVALID_OTP_MESSAGE }).regex(OTP, INVALID_OTP_MESSAGE);

export const pinCodeSchema = z.string({ error: INVALID_PIN_MESSAGE }).refine(isPinCode, INVALID_PIN_MESSAGE);
