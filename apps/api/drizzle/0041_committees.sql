CREATE TABLE "committees" (
	"kind" text PRIMARY KEY NOT NULL,
	"order_ref" text NOT NULL,
	"term_from" date NOT NULL,
	"term_until" date NOT NULL,
	"review_by" date,
	"members" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "committees_kind_known" CHECK ("committees"."kind" in ('anti-ragging-committee', 'anti-ragging-squad', 'internal-complaints', 'sc-st-cell', 'grievance-redressal', 'rti')),
	CONSTRAINT "committees_term_order" CHECK ("committees"."term_until" > "committees"."term_from")
);
