CREATE TABLE "admission_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fee_rupees" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admission_settings_one_row" CHECK ("admission_settings"."id" = 1),
	CONSTRAINT "admission_settings_fee_positive" CHECK ("admission_settings"."fee_rupees" is null or "admission_settings"."fee_rupees" > 0)
);
--> statement-breakpoint
CREATE TABLE "intake_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"opens_on" date,
	"closes_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_windows_key_known" CHECK ("intake_windows"."key" in ('diploma-regular', 'diploma-part-time', 'diploma-let', 'mba')),
	CONSTRAINT "intake_windows_ordered" CHECK ("intake_windows"."opens_on" is null or "intake_windows"."closes_on" is null or "intake_windows"."opens_on" <= "intake_windows"."closes_on")
);
