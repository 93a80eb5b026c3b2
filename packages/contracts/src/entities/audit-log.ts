import { z } from '../zod';
import { paged } from '../envelope';
import { fromDateParam, pageParam, toDateParam } from '../rules/list-query';
import { text } from '../rules/text';
import { STAFF_ROLES } from '../roles';

// The admin's view of the audit: who read, exported, decided, unlocked or corrected what, and when.

export const AUDIT_ACTIONS = [
  'read',
  'list',
  'search',
  'change',
  'decision',
  'correct',
  'undo',
  'unlock',
  'export',
  'upload',
  'edit',
  'replace',
  'replace-file',
  'delete',
  'account',
  'refund',
  'erase',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  read: 'Read',
  list: 'Listed',
  search: 'Searched',
  change: 'Changed a setting',
  decision: 'Decided',
  correct: 'Corrected',
  undo: 'Undid a decision',
  unlock: 'Unlocked',
  export: 'Exported',
  upload: 'Uploaded',
  edit: 'Edited',
  replace: 'Replaced',
  'replace-file': 'Replaced a file',
  delete: 'Deleted',
  account: 'Changed an account',
  refund: 'Refunded',
  erase: 'Erased',
};

export const AUDIT_PAGE_SIZE = 50;

export const auditQuerySchema = z.object({
  /** A member of staff, by the email they sign in with. */
  staff: text().trim().toLowerCase().max(254, 'Email is at most 254 characters').optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'Unknown action' }).optional(),
  /** An application number, or any record's id: the entries about it, and the lists and exports that showed it. */
  record: text().trim().max(64, 'A record is at most 64 characters').optional(),
  from: fromDateParam,
  to: toDateParam,
  page: pageParam,
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

const auditRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: z.object({ name: z.string(), email: z.string() }).nullable(),
  roles: z.array(z.enum(STAFF_ROLES)),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.string(),
  entityId: z.string(),
  /** What the entry holds besides (a filter, a change, a reason), as the record keeps it. */
  details: z.string(),
  ip: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditPageSchema = paged(auditRowSchema);
