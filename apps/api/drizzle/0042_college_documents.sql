CREATE TABLE "college_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"academic_year" text NOT NULL,
	"version" integer NOT NULL,
	"note_en" text DEFAULT '' NOT NULL,
	"note_ml" text DEFAULT '' NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"published_by" uuid NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "college_documents_kind_known" CHECK ("college_documents"."kind" in ('prospectus', 'fee-structure', 'academic-calendar', 'mandatory-disclosure', 'nirf'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "college_documents_version_idx" ON "college_documents" USING btree ("kind","academic_year","version");--> statement-breakpoint
CREATE UNIQUE INDEX "college_documents_one_current_idx" ON "college_documents" USING btree ("kind","academic_year") WHERE "college_documents"."archived_at" is null;