import { z } from '../zod';
import { INTAKE_KEYS } from './intakes';

// The schemas of what the admission page is told, apart from the intake rules in intakes.ts: the
// page's closing-dates notice uses the rules and loads no schema (see endpoints/admission-routes.ts).

const intakeWindowSchema = z.object({
  key: z.enum(INTAKE_KEYS),
  label: z.string(),
  opensOn: z.string().nullable(),
  closesOn: z.string().nullable(),
  state: z.enum(['open', 'not-yet', 'closed']),
});
export type IntakeWindowView = z.infer<typeof intakeWindowSchema>;

/** What the admission page is told: the fee charged now, each intake's window and the season's dates. */
export const admissionWindowsSchema = z.object({
  feeRupees: z.number().int(),
  intakes: z.array(intakeWindowSchema),
  season: z.array(z.object({ key: z.string(), label: z.string(), on: z.string().nullable() })),
});
export type AdmissionWindows = z.infer<typeof admissionWindowsSchema>;
