CREATE TABLE "spot_registrations" (
	"intake" text NOT NULL,
	"application_id" text NOT NULL,
	"registered_by" uuid,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_registrations_intake_application_id_pk" PRIMARY KEY("intake","application_id"),
	CONSTRAINT "spot_registrations_intake_known" CHECK ("spot_registrations"."intake" in ('diploma-regular', 'diploma-part-time', 'diploma-let', 'mba'))
);
