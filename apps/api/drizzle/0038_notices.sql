CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"title_en" text NOT NULL,
	"body_en" text NOT NULL,
	"title_ml" text DEFAULT '' NOT NULL,
	"body_ml" text DEFAULT '' NOT NULL,
	"english_changed_at" timestamp with time zone NOT NULL,
	"malayalam_changed_at" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"valid_until" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid NOT NULL,
	"updated_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_category_known" CHECK ("notices"."category" in ('admission', 'examination', 'academic', 'general', 'tender', 'recruitment')),
	CONSTRAINT "notices_status_known" CHECK ("notices"."status" in ('draft', 'submitted', 'published', 'unpublished')),
	CONSTRAINT "notices_published_has_time" CHECK ("notices"."status" <> 'published' or "notices"."publish_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_roles_known";--> statement-breakpoint
CREATE INDEX "notices_public_idx" ON "notices" USING btree ("publish_at") WHERE "notices"."status" = 'published';--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_roles_known" CHECK ("staff_users"."roles" <@ array['admin', 'admissions', 'viewer', 'accounts', 'editor', 'content']::text[] and cardinality("staff_users"."roles") > 0);