DROP INDEX "college_documents_one_current_idx";--> statement-breakpoint
ALTER TABLE "college_documents" ALTER COLUMN "published_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "college_documents" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "college_documents" ADD COLUMN "uploaded_by" uuid;--> statement-breakpoint
ALTER TABLE "college_documents" ADD COLUMN "uploaded_at" timestamp with time zone;--> statement-breakpoint
-- Every version so far was published as it was uploaded.
UPDATE "college_documents" SET "uploaded_by" = "published_by", "uploaded_at" = "published_at";--> statement-breakpoint
ALTER TABLE "college_documents" ALTER COLUMN "uploaded_by" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "college_documents" ALTER COLUMN "uploaded_at" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "college_documents_one_current_idx" ON "college_documents" USING btree ("kind","academic_year") WHERE "college_documents"."archived_at" is null and "college_documents"."published_at" is not null;--> statement-breakpoint
ALTER TABLE "college_documents" ADD CONSTRAINT "college_documents_published_by" CHECK (("college_documents"."published_at" is null) = ("college_documents"."published_by" is null));
