ALTER TABLE "college_documents" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "college_documents" ADD COLUMN "withdrawn_by" uuid;--> statement-breakpoint
ALTER TABLE "college_documents" ADD COLUMN "withdrawn_reason" text;--> statement-breakpoint
ALTER TABLE "college_documents" ADD CONSTRAINT "college_documents_withdrawn_not_current" CHECK ("college_documents"."withdrawn_at" is null or "college_documents"."archived_at" is not null);