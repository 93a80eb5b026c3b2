CREATE TABLE "allotment_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intake" text NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"deadline" text,
	"matrix_id" uuid NOT NULL,
	"merit_list_id" uuid NOT NULL,
	"previous_round_id" uuid,
	"engine" text NOT NULL,
	"hash" text NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applicants" integer NOT NULL,
	"allotted" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone,
	CONSTRAINT "allotment_rounds_intake_known" CHECK ("allotment_rounds"."intake" in ('diploma-regular', 'diploma-part-time', 'diploma-let', 'mba')),
	CONSTRAINT "allotment_rounds_kind_known" CHECK ("allotment_rounds"."kind" in ('trial', 'round', 'spot')),
	CONSTRAINT "allotment_rounds_status_known" CHECK ("allotment_rounds"."status" in ('preview', 'published')),
	CONSTRAINT "allotment_rounds_published_when" CHECK (("allotment_rounds"."status" = 'published') = ("allotment_rounds"."published_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "seat_matrices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intake" text NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"order" text NOT NULL,
	"rules_version" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone,
	CONSTRAINT "seat_matrices_intake_known" CHECK ("seat_matrices"."intake" in ('diploma-regular', 'diploma-part-time', 'diploma-let', 'mba')),
	CONSTRAINT "seat_matrices_status_known" CHECK ("seat_matrices"."status" in ('draft', 'published')),
	CONSTRAINT "seat_matrices_published_when" CHECK (("seat_matrices"."status" = 'published') = ("seat_matrices"."published_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "allotment_rounds" ADD CONSTRAINT "allotment_rounds_matrix_id_seat_matrices_id_fk" FOREIGN KEY ("matrix_id") REFERENCES "public"."seat_matrices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allotment_rounds" ADD CONSTRAINT "allotment_rounds_merit_list_id_merit_lists_id_fk" FOREIGN KEY ("merit_list_id") REFERENCES "public"."merit_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allotment_rounds_one_published_idx" ON "allotment_rounds" USING btree ("intake","kind","number") WHERE "allotment_rounds"."status" = 'published';--> statement-breakpoint
CREATE INDEX "allotment_rounds_intake_idx" ON "allotment_rounds" USING btree ("intake","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_matrices_version_idx" ON "seat_matrices" USING btree ("intake","version");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_matrices_one_published_idx" ON "seat_matrices" USING btree ("intake") WHERE "seat_matrices"."status" = 'published';--> statement-breakpoint
-- A published seat matrix or round is what the notice board showed: it is never changed or removed.
CREATE FUNCTION "allotment_is_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'published' THEN
    RAISE EXCEPTION 'a published % is frozen', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "seat_matrices_frozen" BEFORE UPDATE OR DELETE ON "seat_matrices" FOR EACH ROW EXECUTE FUNCTION "allotment_is_frozen"();--> statement-breakpoint
CREATE TRIGGER "allotment_rounds_frozen" BEFORE UPDATE OR DELETE ON "allotment_rounds" FOR EACH ROW EXECUTE FUNCTION "allotment_is_frozen"();
