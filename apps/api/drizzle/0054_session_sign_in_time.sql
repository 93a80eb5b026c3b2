-- Sessions already open count from their latest token: their first one may have been pruned.
ALTER TABLE "sessions" ADD COLUMN "signed_in_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sessions" SET "signed_in_at" = "created_at";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "signed_in_at" SET NOT NULL;
