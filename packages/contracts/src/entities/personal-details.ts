import { z } from '../zod';
import { dobSchema } from '../rules/dates';
import { emailSchema } from '../rules/email';
import { requiredPrintable } from '../rules/text';
import { isIsoDate } from '../rules/dates';
import {
  CATEGORIES,
  CATEGORY_CODES,
  CERTIFICATE_DATE_MESSAGE,
  CERTIFICATE_NUMBER_MESSAGE,
  DISABILITY_CODES,
  DISABILITY_PERCENT_MESSAGE,
  MIN_DISABILITY_PERCENT,
  NO_CLAIM,
} from './reservation';

// Transgender beside the spec's two: the Transgender Persons (Protection of Rights) Act 2019, s. 13,
// bars an educational institution from refusing a transgender person.
export const GENDERS = ['male', 'female', 'transgender'] as const;
export const RELIGIONS = ['Muslim', 'Hindu', 'Christian', 'Sikh', 'Buddhist', 'Jain', 'Other'] as const;
const RELIGION_VALUES = RELIGIONS.map((r) => r.toLowerCase()) as [string, ...string[]];

export const TERMS_NOTE = 'By continuing, you agree that all information provided is accurate.';

/** Step 2 as saved: religion and gender stored lowercase, dob yyyy-MM-dd, terms accepted. */
export const personalDetailsInputSchema = z
  .object({
    fullName: requiredPrintable('Full name is required', 100),
    dob: dobSchema,
    gender: z
      .string({ error: 'Please select a gender' })
      .trim()
      .toLowerCase()
      .pipe(z.enum(GENDERS, { error: 'Please select a gender' })),
    religion: z
      .string({ error: 'Please select a religion' })
      .trim()
      .toLowerCase()
      .pipe(z.enum(RELIGION_VALUES, { error: 'Please select a religion' })),
    email: emailSchema,
    // A box the form ticks: anything but true is refused.
    agreeToTerms: z.boolean({ error: 'Please accept the terms and conditions' }).refine((v) => v, 'Please accept the terms and conditions'),
    // Below the spec's fields: the reservation claimed (none by default, which needs nothing else),
    // its certificate, and a disability with its percentage. See reservation.ts for the source.
    category: z.enum(CATEGORY_CODES, { error: 'Choose a category from the list' }).default(NO_CLAIM),
    certificateNumber: z.string().trim().max(40, 'The certificate number is at most 40 characters').default(''),
    certificateDate: z.string().trim().max(10, 'Enter the date as on the certificate').default(''),
    disability: z.enum(DISABILITY_CODES, { error: 'Choose a disability from the list' }).default('none'),
    disabilityPercent: z.string().trim().max(3, DISABILITY_PERCENT_MESSAGE).default(''),
  })
  .superRefine((v, ctx) => {
    const claimed = CATEGORIES.find((c) => c.code === v.category)?.certificate;
    if (claimed && !v.certificateNumber) ctx.addIssue({ code: 'custom', path: ['certificateNumber'], message: CERTIFICATE_NUMBER_MESSAGE });
    if (claimed && !isIsoDate(v.certificateDate))
      ctx.addIssue({ code: 'custom', path: ['certificateDate'], message: CERTIFICATE_DATE_MESSAGE });
    const percent = Number(v.disabilityPercent);
    if (v.disability !== 'none' && !(v.disabilityPercent !== '' && percent >= MIN_DISABILITY_PERCENT && percent <= 100)) {
      ctx.addIssue({ code: 'custom', path: ['disabilityPercent'], message: DISABILITY_PERCENT_MESSAGE });
    }
  });

// As stored and read back: every field of the step (but the terms box, which is not kept) as the text
// the step saved. Derived from the input, so a field added to the step is stored and read too.
// A field added later reads back as its default on applications saved before it existed.
const { agreeToTerms: _terms, ...storedShape } = personalDetailsInputSchema.shape;
const LATER_DEFAULTS: Partial<Record<keyof typeof storedShape, string>> = {
  category: NO_CLAIM,
  certificateNumber: '',
  certificateDate: '',
  disability: 'none',
  disabilityPercent: '',
};
export const personalDetailsSchema = z.object(
  Object.fromEntries(
    Object.keys(storedShape).map((key) => {
      const later = LATER_DEFAULTS[key as keyof typeof storedShape];
      return [key, later === undefined ? z.string() : z.string().default(later)];
    }),
  ) as { [K in keyof typeof storedShape]: z.ZodString },
);
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;
