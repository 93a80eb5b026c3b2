CREATE TABLE "admission_numbering" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"format" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admission_numbering_one_row" CHECK ("admission_numbering"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "admission_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admissions" (
	"application_id" varchar(20) PRIMARY KEY NOT NULL,
	"admission_number" text NOT NULL,
	"intake" text NOT NULL,
	"block" text NOT NULL,
	"branch" text NOT NULL,
	"category" text NOT NULL,
	"round_id" uuid NOT NULL,
	"fee_receipt" text NOT NULL,
	"status" text DEFAULT 'admitted' NOT NULL,
	"admitted_by" uuid,
	"admitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "admissions_admission_number_unique" UNIQUE("admission_number"),
	CONSTRAINT "admissions_intake_known" CHECK ("admissions"."intake" in ('diploma-regular', 'diploma-part-time', 'diploma-let', 'mba')),
	CONSTRAINT "admissions_status_known" CHECK ("admissions"."status" in ('admitted', 'cancelled')),
	CONSTRAINT "admissions_cancelled_when" CHECK (("admissions"."status" = 'cancelled') = ("admissions"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "seat_counts" (
	"intake" text NOT NULL,
	"block" text NOT NULL,
	"branch" text NOT NULL,
	"category" text NOT NULL,
	"capacity" integer NOT NULL,
	"filled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seat_counts_intake_block_branch_category_pk" PRIMARY KEY("intake","block","branch","category"),
	CONSTRAINT "seat_counts_within_capacity" CHECK ("seat_counts"."filled" >= 0 and "seat_counts"."filled" <= "seat_counts"."capacity")
);
--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_round_id_allotment_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."allotment_rounds"("id") ON DELETE no action ON UPDATE no action;