import { z } from '../zod';
import { endpoint } from '../endpoint';
import { admissionRoutes } from './admission-routes';
import { ok, okMessage } from '../envelope';
import { addressFamilyInputSchema } from '../entities/address-family';
import { applicationIdSchema, applicationSchema, applicationSummarySchema } from '../entities/application';
import { declarationInputSchema } from '../entities/declaration';
import { educationDetailsInputSchema, educationDetailsSchema } from '../entities/education-details';
import { createPaymentDataSchema, verifyPaymentInputSchema } from '../entities/payment';
import { personalDetailsInputSchema } from '../entities/personal-details';
import { programSelectionsInputSchema } from '../entities/program-selection';

import { STAGES } from '../stages';

/**
 * A step's save answers with the application as it now stands, so the form moves on without asking
 * for it again (a round trip less on a phone's connection).
 */
const savedStep = okMessage.extend({ data: applicationSchema });
import { mobileSchema, otpCheckKeySchema, otpSchema } from '../rules/input-schemas';

const base = '/api/v1/admission';
const applicationParams = z.object({ applicationId: applicationIdSchema });

export const sendOtp = endpoint({
  ...admissionRoutes.sendOtp,
  body: z.object({ mobile: mobileSchema }),
  response: okMessage.extend({ resendAfterSeconds: z.number().int().optional() }),
});

export const verifyOtp = endpoint({
  ...admissionRoutes.verifyOtp,
  body: z.object({ mobile: mobileSchema, otp: otpSchema, checkKey: otpCheckKeySchema.optional() }),
  response: okMessage,
});

/**
 * Whether this browser still has an applicant session (renewing it when only the refresh cookie
 * is left), and for which mobile: a reload resumes without a new code. Never 401.
 */
export const resumeSession = endpoint({
  ...admissionRoutes.resumeSession,
  summary: 'The mobile of a live applicant session, so a reload continues where the applicant was',
  response: ok(
    z.discriminatedUnion('signedIn', [
      z.object({ signedIn: z.literal(true), mobile: z.string() }),
      z.object({ signedIn: z.literal(false) }),
    ]),
  ),
});

export const checkExisting = endpoint({
  ...admissionRoutes.checkExisting,
  body: z.object({ mobile: mobileSchema }),
  response: z.object({
    success: z.literal(true),
    exists: z.boolean(),
    multipleApplications: z.boolean(),
    data: z.union([z.array(applicationSummarySchema), z.object({ applicationId: z.string(), currentStage: z.enum(STAGES) }), z.null()]),
    message: z.string().optional(),
  }),
});

export const createApplication = endpoint({
  ...admissionRoutes.createApplication,
  status: 201,
  body: z.object({ mobile: mobileSchema }),
  response: ok(z.object({ applicationId: z.string(), currentStage: z.enum(STAGES) })),
});

export const getApplication = endpoint({
  ...admissionRoutes.getApplication,
  params: applicationParams,
  response: ok(applicationSchema),
});

export const savePersonalDetails = endpoint({
  method: 'POST',
  path: `${base}/personal-details`,
  access: 'applicant',
  body: z.object({ applicationId: applicationIdSchema, personalDetails: personalDetailsInputSchema }),
  response: savedStep,
});

export const saveAddressFamilyDetails = endpoint({
  method: 'POST',
  path: `${base}/address-family-details`,
  access: 'applicant',
  body: z.object({
    applicationId: applicationIdSchema,
    addressFamilyDetails: addressFamilyInputSchema,
  }),
  response: savedStep,
});

export const createPayment = endpoint({
  method: 'POST',
  path: `${base}/create-payment`,
  access: 'applicant',
  body: z.object({ applicationId: applicationIdSchema }),
  response: ok(createPaymentDataSchema),
});

export const verifyPayment = endpoint({
  method: 'POST',
  path: `${base}/verify-payment`,
  access: 'applicant',
  body: verifyPaymentInputSchema,
  // With the application as it now stands, as a step's save answers: the form moves on to step 5
  // without asking for it again.
  response: savedStep,
});

/** The acknowledgement of a submitted application: an A4 PDF to print and keep. */
export const getAcknowledgement = endpoint({
  method: 'GET',
  path: `${base}/acknowledgement/:applicationId`,
  access: 'applicant',
  kind: 'file',
  produces: 'application/pdf',
  summary: 'The acknowledgement PDF of a submitted application, with a QR code to verify it',
  params: applicationParams,
  response: z.unknown(),
});

/** The applicant closed the checkout: the attempt is recorded as failed, 'Payment cancelled by user'. */
export const cancelPayment = endpoint({
  method: 'POST',
  path: `${base}/cancel-payment`,
  access: 'applicant',
  summary: 'Record that the applicant closed the checkout without paying (a captured payment is left alone)',
  body: z.object({ applicationId: applicationIdSchema, paymentId: z.uuid({ error: 'Payment not found' }) }),
  response: okMessage,
});

export const saveProgramSelection = endpoint({
  method: 'POST',
  path: `${base}/add-program-selection/:applicationId`,
  access: 'applicant',
  params: applicationParams,
  body: programSelectionsInputSchema,
  response: savedStep,
});

export const getEducationDetails = endpoint({
  method: 'GET',
  path: `${base}/education-details/:applicationId`,
  access: 'applicant',
  params: applicationParams,
  response: ok(educationDetailsSchema),
});

export const saveEducationDetails = endpoint({
  method: 'POST',
  path: `${base}/education-details/:applicationId`,
  access: 'applicant',
  params: applicationParams,
  body: z.object({ educationDetails: educationDetailsInputSchema }),
  response: savedStep,
});

export const submitDeclaration = endpoint({
  method: 'POST',
  path: `${base}/declaration/:applicationId`,
  access: 'applicant',
  params: applicationParams,
  body: declarationInputSchema,
  response: savedStep,
});
