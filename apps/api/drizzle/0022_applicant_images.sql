CREATE TABLE "applicant_images" (
	"application_id" varchar(20) NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_images_application_id_kind_pk" PRIMARY KEY("application_id","kind"),
	CONSTRAINT "applicant_images_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "applicant_images_kind_known" CHECK ("applicant_images"."kind" in ('photo', 'signature'))
);
--> statement-breakpoint
CREATE TABLE "image_removals" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicant_images" ADD CONSTRAINT "applicant_images_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Whatever lets go of a stored picture (a replacement, or the cascade of an erased application)
-- queues its file for removal in the same transaction: no code path can forget it.
CREATE FUNCTION "queue_image_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD."storage_key" IS DISTINCT FROM NEW."storage_key" THEN
    INSERT INTO "image_removals" ("storage_key") VALUES (OLD."storage_key") ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "applicant_images_release" AFTER UPDATE OR DELETE ON "applicant_images"
  FOR EACH ROW EXECUTE FUNCTION "queue_image_removal"();
