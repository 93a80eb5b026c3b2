// What the audit feature offers the others. Anything not exported here is its own business:
// the lint gate refuses an import from another feature's files but this one.

export { readersOf, readsOfApplication, record, recordSystem } from './audit.service';
export type { Actor } from './audit.service';
export { staffSearches } from './staff-search';
export { auditLog } from './audit-log';
export type { AuditLog } from './audit-log';
