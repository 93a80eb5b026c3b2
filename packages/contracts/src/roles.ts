// Office roles. One member of staff may hold several; each staff endpoint names the roles it admits.

export const STAFF_ROLES = ['admin', 'admissions', 'viewer', 'accounts', 'editor', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrator',
  admissions: 'Admissions officer',
  viewer: 'Viewer',
  accounts: 'Accounts',
  editor: 'Question-paper editor',
  content: 'Content editor',
};

/** Roles that read applicants' personal data: their holders sign in with a second factor. */
const ROLES_READING_APPLICANTS: readonly StaffRole[] = ['admin', 'admissions', 'viewer', 'accounts'];

/** Who may open the application queue and details (a viewer sees contact details masked). */
export const QUEUE_ROLES = ['admin', 'admissions', 'viewer', 'accounts'] as const satisfies readonly StaffRole[];
/** Who may decide, unlock and write internal notes. */
export const DECISION_ROLES = ['admin', 'admissions'] as const satisfies readonly StaffRole[];
/** Who may see an applicant's photo and signature: the roles that see contact details. */
export const PHOTO_ROLES = ['admin', 'admissions', 'accounts'] as const satisfies readonly StaffRole[];
/** Who may change the question-paper archive. */
export const PAPER_ROLES = ['admin', 'editor'] as const satisfies readonly StaffRole[];
export const ADMIN_ROLES = ['admin'] as const satisfies readonly StaffRole[];
/** Who writes the site's notices (in English and Malayalam) and sends them for publishing. */
export const CONTENT_ROLES = ['admin', 'content'] as const satisfies readonly StaffRole[];
/** Who publishes, schedules and withdraws notices: a second pair of eyes on what the college says in public. */
export const PUBLISH_ROLES = ['admin'] as const satisfies readonly StaffRole[];
/** Who may see the payments ledger and ask the gateway about an order. */
export const PAYMENT_ROLES = ['admin', 'accounts'] as const satisfies readonly StaffRole[];

export function holdsAny(held: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  return held.some((r) => allowed.includes(r));
}

export function readsApplicants(held: readonly StaffRole[]): boolean {
  return holdsAny(held, ROLES_READING_APPLICANTS);
}

/** Contact details are masked for members whose only applicant-reading role is viewer. */
export function seesContactDetails(held: readonly StaffRole[]): boolean {
  return holdsAny(held, ['admin', 'admissions', 'accounts']);
}
