DROP TABLE "audit_log" CASCADE;--> statement-breakpoint
ALTER TABLE "staff_users" DROP COLUMN "role";