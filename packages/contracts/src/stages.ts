// Application stages, statuses and wizard steps (spec sections 2, 3 and 4).

export const STAGES = [
  'mobile_verification',
  'personal_details',
  'address_family_details',
  'application_fee_payment',
  'program_selection',
  'education_details',
  'declaration',
  'submitted',
] as const;
export type Stage = (typeof STAGES)[number];

// The spec's statuses, and on_hold: the office waits on the applicant (shown grey, as 'other').
export const APPLICATION_STATUSES = ['draft', 'pending', 'verified', 'completed', 'rejected', 'approved', 'submitted', 'on_hold'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const WIZARD_STEPS = [
  { id: 1, name: 'Mobile Verification' },
  { id: 2, name: 'Personal Details' },
  { id: 3, name: 'Address & Family' },
  { id: 4, name: 'Application Fee' },
  { id: 5, name: 'Program Selection' },
  { id: 6, name: 'Education Details' },
  { id: 7, name: 'Confirmation & Submition' },
] as const;

const RESUME_STEP: Record<Stage, number> = {
  mobile_verification: 2,
  personal_details: 2,
  address_family_details: 3,
  application_fee_payment: 4,
  program_selection: 5,
  education_details: 6,
  declaration: 7,
  submitted: 7,
};

/** The wizard step an application resumes at; unknown stages start at step 2. */
export function resumeStepForStage(stage: string | null | undefined): number {
  if (stage && Object.hasOwn(RESUME_STEP, stage)) return RESUME_STEP[stage as Stage];
  return 2;
}

/** Position of a stage in the flow; -1 for an unknown value. */
export function stageIndex(stage: string): number {
  return (STAGES as readonly string[]).indexOf(stage);
}

/** Progress percent of the indicator: round((step - 0.5) / total * 100). */
export function progressPercent(step: number, total: number): number {
  return Math.round(((step - 0.5) / total) * 100);
}

const STATUS_BADGE_COLOURS = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  submitted: 'blue',
} as const;

export function statusBadgeColour(status: string): 'yellow' | 'green' | 'red' | 'blue' | 'grey' {
  return Object.hasOwn(STATUS_BADGE_COLOURS, status) ? STATUS_BADGE_COLOURS[status as keyof typeof STATUS_BADGE_COLOURS] : 'grey';
}

/** Statuses as people read them. */
export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  draft: 'Draft',
  pending: 'Pending',
  verified: 'Verified',
  completed: 'Completed',
  rejected: 'Rejected',
  approved: 'Approved',
  submitted: 'Submitted',
  on_hold: 'On hold',
};

/** Stages as people read them, from mobile verified to submitted. */
export const STAGE_LABELS: Record<Stage, string> = {
  mobile_verification: 'Mobile verified',
  personal_details: 'Personal details',
  address_family_details: 'Address & family',
  application_fee_payment: 'Fee',
  program_selection: 'Programme',
  education_details: 'Education',
  declaration: 'Declaration',
  submitted: 'Submitted',
};
