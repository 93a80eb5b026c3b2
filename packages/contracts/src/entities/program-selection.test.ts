import { describe, expect, it } from 'vitest';
import { programSelectionsInputSchema } from './program-selection';

const diploma = (mode: string | null, branches: string[]) => ({
  programSelections: [
    {
      programLevel: 'diploma',
      programName: 'Diploma in Engineering',
      mode,
      branchPreferences: branches.map((branch, i) => ({ branch, priority: 9 - i })),
    },
  ],
});

describe('program selection', () => {
  it('when diploma branches are chosen, then priorities follow the order from 1', () => {
    const out = programSelectionsInputSchema.parse(diploma('Regular', ['Computer Engineering', 'Civil Engineering']));
    expect(out.programSelections[0]).toMatchObject({
      mode: 'Regular',
      selected: true,
      priority: 1,
      branchPreferences: [
        { branch: 'Computer Engineering', priority: 1 },
        { branch: 'Civil Engineering', priority: 2 },
      ],
    });
  });

  it('when MBA is chosen, then specialization is General and no branches are kept', () => {
    const out = programSelectionsInputSchema.parse({
      programSelections: [{ programLevel: 'mba', programName: 'MBA (Regular)', branchPreferences: [{ branch: 'x' }] }],
    });
    expect(out.programSelections[0]).toMatchObject({
      specialization: 'General',
      branchPreferences: [],
      mode: null,
      priority: 1,
      selected: true,
    });
  });

  it('when nothing, no mode or no branch is chosen, then the spec messages are given', () => {
    expect(programSelectionsInputSchema.safeParse({ programSelections: [] }).error?.issues[0]?.message).toBe(
      'Please select a program to continue',
    );
    expect(programSelectionsInputSchema.safeParse(diploma(null, ['Civil Engineering'])).error?.issues[0]?.message).toBe(
      'Please select a mode for your diploma program',
    );
    expect(programSelectionsInputSchema.safeParse(diploma('LET', [])).error?.issues[0]?.message).toBe(
      'Please select at least one branch preference',
    );
  });

  it("when a branch is not in the mode's list or repeats, then it is refused", () => {
    expect(programSelectionsInputSchema.safeParse(diploma('LET', ['Architecture'])).success).toBe(false);
    expect(programSelectionsInputSchema.safeParse(diploma('Part-time', ['Civil Engineering'])).success).toBe(false);
    expect(programSelectionsInputSchema.safeParse(diploma('Part-time', ['Electrical and Electronics Engineering'])).success).toBe(true);
    expect(programSelectionsInputSchema.safeParse(diploma('Regular', ['Civil Engineering', 'Civil Engineering'])).success).toBe(false);
  });
});
