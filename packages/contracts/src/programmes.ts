// Admission programme choices and branch lists (spec section 3, ProgramSelection and Branch lists).

export const PROGRAM_LEVELS = ['diploma', 'mba'] as const;
export type ProgramLevel = (typeof PROGRAM_LEVELS)[number];

export const PROGRAM_TYPES = [
  { level: 'diploma', label: 'Diploma Programs', programName: 'Diploma in Engineering' },
  { level: 'mba', label: 'MBA Programs', programName: 'MBA (Regular)' },
] as const;

export const PROGRAM_NAME_BY_LEVEL: Record<ProgramLevel, string> = {
  diploma: 'Diploma in Engineering',
  mba: 'MBA (Regular)',
};

export const DIPLOMA_MODES = ['Regular', 'Part-time', 'LET'] as const;
export type DiplomaMode = (typeof DIPLOMA_MODES)[number];

const REGULAR_BRANCHES = [
  'Civil Engineering',
  'Mechanical Engineering',
  'Electrical and Electronics Engineering',
  'Computer Engineering',
  'Automobile Engineering',
  'Architecture',
] as const;

export const BRANCHES_BY_MODE: Record<DiplomaMode, readonly string[]> = {
  Regular: REGULAR_BRANCHES,
  'Part-time': ['Electrical and Electronics Engineering'],
  LET: REGULAR_BRANCHES.filter((b) => b !== 'Architecture'),
};

export const DEPARTMENTS = [
  'Civil Engineering',
  'Mechanical Engineering',
  'Electrical and Electronics Engineering',
  'Computer Engineering',
  'Automobile Engineering',
  'Architecture',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** /departments/{id}: the name with spaces replaced by hyphens. */
export function departmentSlug(name: string): string {
  return name.replace(/ /g, '-');
}
