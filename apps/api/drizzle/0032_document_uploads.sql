CREATE TABLE "document_uploads" (
	"application_id" varchar(20) NOT NULL,
	"code" text NOT NULL,
	"storage_key" text NOT NULL,
	"format" text NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_uploads_application_id_code_pk" PRIMARY KEY("application_id","code"),
	CONSTRAINT "document_uploads_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "document_uploads_format_known" CHECK ("document_uploads"."format" in ('pdf', 'jpeg'))
);
--> statement-breakpoint
ALTER TABLE "document_uploads" ADD CONSTRAINT "document_uploads_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A document's file is let go of as a picture is (replaced, or its application erased): the same
-- trigger queues it for removal in the same transaction.
CREATE TRIGGER "document_uploads_release" AFTER UPDATE OR DELETE ON "document_uploads"
  FOR EACH ROW EXECUTE FUNCTION "queue_image_removal"();
