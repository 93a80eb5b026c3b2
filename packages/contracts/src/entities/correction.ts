import { z } from '../zod';
import { text } from '../rules/text';

// Corrections by the office: one field of the application changed with a reason, for a granted
// correction request or the clerk's own finding. The new value goes through the same contract
// schema as the applicant's step, so nothing refused from an applicant is accepted from staff.

/** The fields the office corrects, by their place in the application, with the words people read. */
export const CORRECTABLE_FIELDS = {
  'personalDetails.fullName': 'Full name',
  'personalDetails.dob': 'Date of birth',
  'personalDetails.gender': 'Gender',
  'personalDetails.religion': 'Religion',
  'personalDetails.email': 'Email',
  'personalDetails.category': 'Reservation category',
  'personalDetails.certificateNumber': 'Certificate number',
  'personalDetails.certificateDate': 'Certificate date',
  'personalDetails.disability': 'Disability',
  'personalDetails.disabilityPercent': 'Disability (%)',
  'addressFamilyDetails.address.houseNumber': 'House number',
  'addressFamilyDetails.address.street': 'Street',
  'addressFamilyDetails.address.postOffice': 'Post office',
  'addressFamilyDetails.address.pinCode': 'PIN code',
  'addressFamilyDetails.address.district': 'District',
  'addressFamilyDetails.address.state': 'State',
  'addressFamilyDetails.parents.fatherName': "Father's name",
  'addressFamilyDetails.parents.fatherMobile': "Father's mobile",
  'addressFamilyDetails.parents.motherName': "Mother's name",
  'addressFamilyDetails.parents.motherMobile': "Mother's mobile",
  'addressFamilyDetails.guardian.guardianName': "Guardian's name",
  'addressFamilyDetails.guardian.guardianPlace': "Guardian's place",
  'addressFamilyDetails.guardian.guardianContact': "Guardian's contact",
} as const;
export type CorrectableField = keyof typeof CORRECTABLE_FIELDS;
const FIELD_KEYS = Object.keys(CORRECTABLE_FIELDS) as [CorrectableField, ...CorrectableField[]];

export const correctionSchema = z.object({
  field: z.enum(FIELD_KEYS, { error: 'Choose the field to correct' }),
  value: text().trim().max(200, 'The new value is at most 200 characters'),
  /** Shown to the applicant with the change. */
  reason: text().trim().min(5, 'Say why the field is corrected').max(500, 'The reason is at most 500 characters'),
  /** The copy the clerk read: a change made meanwhile by someone else is not overwritten. */
  version: z.number().int(),
});
export type Correction = z.output<typeof correctionSchema>;

/** One correction as the applicant and the office read it. */
export const correctionEntrySchema = z.object({
  label: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  at: z.string(),
});
export type CorrectionEntry = z.infer<typeof correctionEntrySchema>;
