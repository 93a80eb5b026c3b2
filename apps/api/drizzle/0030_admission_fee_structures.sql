CREATE TABLE "admission_fee_structures" (
	"version" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admission_fee_structures_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"structure" jsonb NOT NULL,
	"saved_by" uuid,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
