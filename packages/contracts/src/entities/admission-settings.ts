import { z } from '../zod';
import { INTAKES, INTAKE_KEYS } from './intakes';

const MAX_FEE_RUPEES = 100_000;

// A real calendar day (no 30 February). Checked here rather than with the date rules, whose module
// would then be split off the admission page's first load into a chunk of its own.
function isDay(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}
const day = z.string().refine(isDay, 'Enter a date as yyyy-mm-dd').nullable();

/** The admin's form: every intake once, and the fee. */
export const admissionSettingsInputSchema = z
  .object({
    feeRupees: z
      .number({ error: 'Enter the fee in rupees' })
      .int('Enter the fee in whole rupees')
      .min(1, 'The fee must be at least ₹1')
      .max(MAX_FEE_RUPEES, `The fee can be at most ₹${MAX_FEE_RUPEES}`),
    intakes: z.array(z.object({ key: z.enum(INTAKE_KEYS, { error: 'Unknown intake' }), opensOn: day, closesOn: day })).max(INTAKES.length),
  })
  .superRefine((s, ctx) => {
    const seen = new Set<string>();
    s.intakes.forEach((w, i) => {
      if (seen.has(w.key)) ctx.addIssue({ code: 'custom', path: ['intakes', i, 'key'], message: 'Each intake once' });
      seen.add(w.key);
      if (w.opensOn && w.closesOn && w.closesOn < w.opensOn) {
        ctx.addIssue({
          code: 'custom',
          path: ['intakes', i, 'closesOn'],
          message: 'The closing date must be on or after the opening date',
        });
      }
    });
  });
export type AdmissionSettingsInput = z.output<typeof admissionSettingsInputSchema>;
