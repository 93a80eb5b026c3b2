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

/**
 * The season after the applications close, as the polytechnic prospectus schedules it: the dates the
 * office announces, shown to applicants before they apply. A date not yet fixed is null.
 */
export const SEASON_EVENTS = [
  { key: 'rank-list', label: 'Provisional rank list' },
  { key: 'trial-allotment', label: 'Trial allotment and option revision' },
  { key: 'first-allotment', label: 'First allotment' },
  { key: 'spot-admission', label: 'Spot admission' },
] as const;
export type SeasonEventKey = (typeof SEASON_EVENTS)[number]['key'];
export type SeasonDates = Record<SeasonEventKey, string | null>;

const seasonDatesSchema = z.object({
  'rank-list': day,
  'trial-allotment': day,
  'first-allotment': day,
  'spot-admission': day,
}) satisfies z.ZodType<SeasonDates>;

/** The admin's form: every intake once, the fee, and (when sent) the season's dates. */
export const admissionSettingsInputSchema = z
  .object({
    feeRupees: z
      .number({ error: 'Enter the fee in rupees' })
      .int('Enter the fee in whole rupees')
      .min(1, 'The fee must be at least ₹1')
      .max(MAX_FEE_RUPEES, `The fee can be at most ₹${MAX_FEE_RUPEES}`),
    intakes: z.array(z.object({ key: z.enum(INTAKE_KEYS, { error: 'Unknown intake' }), opensOn: day, closesOn: day })).max(INTAKES.length),
    seasonDates: seasonDatesSchema.optional(),
  })
  .superRefine((s, ctx) => {
    // The season runs in its order: a date set is on or after every date set before it.
    let latest: string | null = null;
    for (const { key } of SEASON_EVENTS) {
      const on = s.seasonDates?.[key] ?? null;
      if (on && latest && on < latest) {
        ctx.addIssue({
          code: 'custom',
          path: ['seasonDates', key],
          message: 'Each date of the season must be on or after the one before it',
        });
      }
      if (on) latest = on;
    }
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
