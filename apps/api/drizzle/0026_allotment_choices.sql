CREATE TABLE "allotment_choices" (
	"round_id" uuid NOT NULL,
	"application_id" text NOT NULL,
	"choice" text NOT NULL,
	"seat" jsonb NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allotment_choices_round_id_application_id_pk" PRIMARY KEY("round_id","application_id"),
	CONSTRAINT "allotment_choices_known" CHECK ("allotment_choices"."choice" in ('accept', 'keep', 'decline'))
);
--> statement-breakpoint
ALTER TABLE "allotment_choices" ADD CONSTRAINT "allotment_choices_round_id_allotment_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."allotment_rounds"("id") ON DELETE no action ON UPDATE no action;