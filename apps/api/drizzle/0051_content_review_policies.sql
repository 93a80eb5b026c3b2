CREATE TABLE "content_review_policies" (
	"version" integer PRIMARY KEY NOT NULL,
	"months" integer NOT NULL,
	"source" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" uuid,
	CONSTRAINT "content_review_policies_months" CHECK ("content_review_policies"."months" between 1 and 36)
);
--> statement-breakpoint
-- The policy the site starts with: a year, the span of an academic year (documents are published per
-- year, and the pages describe the year's college). The Web Information Manager changes it.
INSERT INTO "content_review_policies" ("version", "months", "source") VALUES (1, 12, 'Content Review Policy of the college under GIGW 3.0 (Guidelines for Indian Government Websites, 2023): every page and document is read through once in each academic year');
