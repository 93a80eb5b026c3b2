CREATE TABLE "applicant_languages" (
	"mobile" varchar(10) PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "applicant_languages_known" CHECK ("applicant_languages"."language" in ('en', 'ml'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;