ALTER TABLE "staff_users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "staff_users" DROP COLUMN "locked_until";