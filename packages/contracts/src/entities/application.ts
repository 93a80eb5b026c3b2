import { z } from '../zod';
import { correctionEntrySchema } from './correction';
import { APPLICATION_STATUSES, STAGES } from '../stages';
import { addressFamilyDetailsSchema } from './address-family';
import { applicantImagesSchema } from './applicant-images';
import { declarationSchema } from './declaration';
import { educationDetailsSchema } from './education-details';
import { applicationFeeSchema } from './payment';
import { personalDetailsSchema } from './personal-details';
import { programSelectionSchema } from './program-selection';

/** Human-readable application number: APP + admission year + six-digit sequence. */
const APPLICATION_ID_PATTERN = /^APP\d{4}\d{6}$/;
export const applicationIdSchema = z
  .string({ error: 'Application ID is required' })
  .trim()
  .regex(APPLICATION_ID_PATTERN, 'Application not found');

export function formatApplicationId(year: number, sequence: number): string {
  return `APP${year}${String(sequence).padStart(6, '0')}`;
}

export const applicationSchema = z.object({
  applicationId: z.string(),
  _id: z.string(),
  mobile: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** The office's remark on the current status (a rejection's reason, what is awaited on hold). */
  statusRemark: z.string().nullable(),
  currentStage: z.enum(STAGES),
  isExistingApplication: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  personalDetails: personalDetailsSchema.nullable(),
  addressFamilyDetails: addressFamilyDetailsSchema.nullable(),
  programSelections: z.array(programSelectionSchema),
  educationDetails: educationDetailsSchema.nullable(),
  declaration: declarationSchema.nullable(),
  paymentDetails: z.object({ application_fee: applicationFeeSchema }),
  /** Application fee in rupees. */
  feeAmount: z.number(),
  /** Whether a photo and a signature are stored; the pictures themselves are fetched on their own. */
  images: applicantImagesSchema,
  /** Fields the office corrected, with the old and new values and why (the applicant's own view). */
  corrections: z.array(correctionEntrySchema).optional(),
});
export type Application = z.infer<typeof applicationSchema>;

/** A card of the existing-applications list. */
export const applicationSummarySchema = z.object({
  applicationId: z.string(),
  _id: z.string(),
  fullName: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  statusRemark: z.string().nullable(),
  currentStage: z.enum(STAGES),
  createdAt: z.string(),
  programSelections: z.array(programSelectionSchema),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;
