import { z } from '../zod';
import { text } from '../rules/text';
import { MBA_SPECIALIZATION, PROGRAM_PRIORITY } from '../constants';
import { BRANCHES_BY_MODE, DIPLOMA_MODES, PROGRAM_LEVELS, PROGRAM_NAME_BY_LEVEL, type DiplomaMode } from '../programmes';

export const SELECT_PROGRAM_MESSAGE = 'Please select a program to continue';
const SELECT_MODE_MESSAGE = 'Please select a mode for your diploma program';
const SELECT_BRANCH_MESSAGE = 'Please select at least one branch preference';

const branchPreferenceSchema = z.object({
  branch: text().trim().min(1),
  priority: z.number().int().positive().optional(),
});

/**
 * One programme choice as the wizard sends it. The server keeps the branch order as sent and
 * numbers priorities from 1; MBA is always saved with specialization General.
 */
export const programSelectionInputSchema = z
  .object({
    programLevel: z.enum(PROGRAM_LEVELS, { error: SELECT_PROGRAM_MESSAGE }),
    programName: text({ error: SELECT_PROGRAM_MESSAGE }).trim().min(1, SELECT_PROGRAM_MESSAGE),
    mode: text().trim().optional().nullable(),
    branchPreferences: z.array(branchPreferenceSchema).max(6).default([]),
    specialization: text().optional().nullable(),
  })
  .superRefine((s, ctx) => {
    if (s.programName !== PROGRAM_NAME_BY_LEVEL[s.programLevel]) {
      ctx.addIssue({ code: 'custom', path: ['programName'], message: 'Selected program not found' });
      return;
    }
    if (s.programLevel !== 'diploma') return;
    if (!s.mode || !(DIPLOMA_MODES as readonly string[]).includes(s.mode)) {
      ctx.addIssue({ code: 'custom', path: ['mode'], message: SELECT_MODE_MESSAGE });
      return;
    }
    if (s.branchPreferences.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['branchPreferences'], message: SELECT_BRANCH_MESSAGE });
      return;
    }
    const allowed = BRANCHES_BY_MODE[s.mode as DiplomaMode];
    const seen = new Set<string>();
    s.branchPreferences.forEach((p, i) => {
      if (!allowed.includes(p.branch)) {
        ctx.addIssue({
          code: 'custom',
          path: ['branchPreferences', i, 'branch'],
          message: `${p.branch} is not offered in ${s.mode} mode`,
        });
      } else if (seen.has(p.branch)) {
        ctx.addIssue({
          code: 'custom',
          path: ['branchPreferences', i, 'branch'],
          message: `${p.branch} is listed more than once`,
        });
      }
      seen.add(p.branch);
    });
  })
  .transform((s) => {
    if (s.programLevel === 'mba') {
      return {
        programLevel: s.programLevel,
        programName: s.programName,
        mode: null,
        branchPreferences: [],
        specialization: MBA_SPECIALIZATION,
        selected: true,
        priority: PROGRAM_PRIORITY,
      };
    }
    return {
      programLevel: s.programLevel,
      programName: s.programName,
      mode: s.mode ?? null,
      branchPreferences: s.branchPreferences.map((p, i) => ({ branch: p.branch, priority: i + 1 })),
      specialization: null,
      selected: true,
      priority: PROGRAM_PRIORITY,
    };
  });

export const programSelectionsInputSchema = z.object({
  programSelections: z
    .array(programSelectionInputSchema, { error: SELECT_PROGRAM_MESSAGE })
    .min(1, SELECT_PROGRAM_MESSAGE)
    .max(1, 'Choose one program'),
});

/** A branch as stored and answered: its priority is its place in the applicant's order. */
const storedBranchPreferenceSchema = z.object({ branch: z.string(), priority: z.number().int() });
export type BranchPreference = z.infer<typeof storedBranchPreferenceSchema>;

export const programSelectionSchema = z.object({
  _id: z.string(),
  programLevel: z.enum(PROGRAM_LEVELS),
  programName: z.string(),
  mode: z.string().nullable(),
  branchPreferences: z.array(storedBranchPreferenceSchema),
  specialization: z.string().nullable(),
  selected: z.boolean(),
  priority: z.number().int(),
});
export type ProgramSelection = z.infer<typeof programSelectionSchema>;
