import { z } from '../zod';
import { dobSchema } from '../rules/dates';
import { emailSchema } from '../rules/email';
import { requiredPrintable } from '../rules/text';

export const GENDERS = ['male', 'female'] as const;
export const RELIGIONS = ['Muslim', 'Hindu', 'Christian', 'Sikh', 'Buddhist', 'Jain', 'Other'] as const;
const RELIGION_VALUES = RELIGIONS.map((r) => r.toLowerCase()) as [string, ...string[]];

export const TERMS_NOTE = 'By continuing, you agree that all information provided is accurate.';

/** Step 2 as saved: religion and gender stored lowercase, dob yyyy-MM-dd, terms accepted. */
export const personalDetailsInputSchema = z.object({
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
});

// As stored and read back: every field of the step (but the terms box, which is not kept) as the text
// the step saved. Derived from the input, so a field added to the step is stored and read too.
const { agreeToTerms: _terms, ...storedShape } = personalDetailsInputSchema.shape;
export const personalDetailsSchema = z.object(
  Object.fromEntries(Object.keys(storedShape).map((key) => [key, z.string()])) as { [K in keyof typeof storedShape]: z.ZodString },
);
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;
