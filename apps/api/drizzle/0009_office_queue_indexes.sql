-- The office queue's indexes, written by hand: drizzle's schema cannot say INCLUDE.
-- The default order (newest submitted first) is read straight from this index, and with the
-- queue's columns included the filters are checked inside it, without visiting the wide rows.
CREATE INDEX IF NOT EXISTS "applications_queue_order_idx" ON "applications" ("submitted_at" DESC NULLS LAST, "id" DESC)
  INCLUDE ("full_name", "mobile", "dob", "current_stage", "status", "program_level", "diploma_mode", "first_branch", "fee_paid_at", "created_at", "branches");--> statement-breakpoint
-- Counts per stage under any filter: an index-only scan of the narrow columns.
CREATE INDEX IF NOT EXISTS "applications_queue_counts_idx" ON "applications" ("current_stage")
  INCLUDE ("status", "program_level", "diploma_mode", "first_branch", "fee_paid_at", "submitted_at", "dob", "branches");--> statement-breakpoint
-- Sorting by name, either way.
CREATE INDEX IF NOT EXISTS "applications_queue_name_idx" ON "applications" (lower("full_name") ASC NULLS LAST, "id" ASC);--> statement-breakpoint
-- Unpaid applications (never submitted, so at the far end of the default order) on their own.
CREATE INDEX IF NOT EXISTS "applications_queue_unpaid_idx" ON "applications" ("submitted_at" DESC NULLS LAST, "id" DESC)
  INCLUDE ("full_name", "mobile", "dob", "current_stage", "status", "program_level", "diploma_mode", "first_branch", "fee_paid_at", "created_at", "branches")
  WHERE "fee_paid_at" IS NULL;
