CREATE TABLE "merit_formulas" (
	"intake" text PRIMARY KEY NOT NULL,
	"formula" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merit_formulas_intake_known" CHECK ("merit_formulas"."intake" in ('diploma-regular', 'diploma-part-time', 'diploma-let', 'mba'))
);
--> statement-breakpoint
CREATE TABLE "merit_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intake" text NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'provisional' NOT NULL,
	"formula" jsonb NOT NULL,
	"formula_version" integer NOT NULL,
	"entries" jsonb NOT NULL,
	"hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone,
	CONSTRAINT "merit_lists_intake_known" CHECK ("merit_lists"."intake" in ('diploma-regular', 'diploma-part-time', 'diploma-let', 'mba')),
	CONSTRAINT "merit_lists_status_known" CHECK ("merit_lists"."status" in ('provisional', 'published')),
	CONSTRAINT "merit_lists_published_when" CHECK (("merit_lists"."status" = 'published') = ("merit_lists"."published_at" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "merit_lists_version_idx" ON "merit_lists" USING btree ("intake","version");--> statement-breakpoint
-- A published list is what the notice board showed: it is never changed or removed.
CREATE FUNCTION "merit_list_is_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'published' THEN
    RAISE EXCEPTION 'a published merit list is frozen' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "merit_lists_frozen" BEFORE UPDATE OR DELETE ON "merit_lists" FOR EACH ROW EXECUTE FUNCTION "merit_list_is_frozen"();
