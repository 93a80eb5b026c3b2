CREATE TABLE "admission_documents" (
	"application_id" varchar(20) NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"staff_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admission_documents_application_id_code_pk" PRIMARY KEY("application_id","code"),
	CONSTRAINT "admission_documents_status_known" CHECK ("admission_documents"."status" in ('verified', 'rejected'))
);
