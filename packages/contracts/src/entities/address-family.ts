import { z } from '../zod';
import { COUNTRY } from '../constants';

import { optionalPrintable, optionalText, requiredPrintable } from '../rules/text';
import { formMobileSchema, pinCodeSchema } from '../rules/input-schemas';

const MOBILE_FIELD_LABELS = {
  fatherMobile: "Father's Mobile",
  motherMobile: "Mother's Mobile",
  guardianContact: 'Guardian Contact',
} as const;

const addressSchema = z.object({
  houseNumber: requiredPrintable('House number is required'),
  street: requiredPrintable('Street is required'),
  postOffice: requiredPrintable('Post office is required'),
  pinCode: pinCodeSchema,
  district: requiredPrintable('District is required', 100),
  state: requiredPrintable('State is required', 100),
  // The college admits from India only: whatever is sent, India is stored.
  country: z.unknown().transform(() => COUNTRY),
});

const parentsSchema = z.object({
  fatherName: requiredPrintable("Father's name is required", 100),
  fatherMobile: formMobileSchema(MOBILE_FIELD_LABELS.fatherMobile),
  motherName: requiredPrintable("Mother's name is required", 100),
  motherMobile: formMobileSchema(MOBILE_FIELD_LABELS.motherMobile),
});

/** Guardian fields are optional; the contact is checked only when filled. */
const guardianSchema = z
  .object({
    guardianName: optionalPrintable(100),
    guardianPlace: optionalPrintable(100),
    guardianContact: optionalText(10),
  })
  .superRefine((g, ctx) => {
    if (g.guardianContact === '') return;
    const check = formMobileSchema(MOBILE_FIELD_LABELS.guardianContact).safeParse(g.guardianContact);
    if (!check.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['guardianContact'],
        message: check.error.issues[0]?.message ?? 'Invalid guardian contact',
      });
    }
  });

export const addressFamilyInputSchema = z.object({
  address: addressSchema,
  parents: parentsSchema,
  guardian: guardianSchema.default({ guardianName: '', guardianPlace: '', guardianContact: '' }),
});
export type AddressFamilyDetails = z.output<typeof addressFamilyInputSchema>;

export const addressFamilyDetailsSchema = z.object({
  address: z.object({
    houseNumber: z.string(),
    street: z.string(),
    postOffice: z.string(),
    pinCode: z.string(),
    district: z.string(),
    state: z.string(),
    country: z.string(),
  }),
  parents: z.object({
    fatherName: z.string(),
    fatherMobile: z.string(),
    motherName: z.string(),
    motherMobile: z.string(),
  }),
  guardian: z.object({
    guardianName: z.string(),
    guardianPlace: z.string(),
    guardianContact: z.string(),
  }),
});

/** One post office of a PIN lookup, in the postal service's own field names. */
export const postOfficeSchema = z.object({
  Name: z.string(),
  BranchType: z.string(),
  District: z.string(),
  State: z.string(),
  DeliveryStatus: z.string(),
});
export type PostOffice = z.infer<typeof postOfficeSchema>;
