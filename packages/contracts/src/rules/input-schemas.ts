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

/**
 * A key the phone makes for one check of a code and sends again with every retry of that check.
 * When the code was accepted but the answer was lost on the way back, the retry counts as the same
 * check instead of finding the code used. Only that phone knows the key: the code alone never serves twice.
 */
export const otpCheckKeySchema = z.string().regex(/^[0-9a-f]{32}$/, 'Invalid check key');

export const pinCodeSchema = z.string({ error: INVALID_PIN_MESSAGE }).refine(isPinCode, INVALID_PIN_MESSAGE);
