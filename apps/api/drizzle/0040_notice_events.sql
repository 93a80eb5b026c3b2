ALTER TABLE "notices" DROP CONSTRAINT "notices_category_known";--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "place_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "place_ml" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "cancelled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_event_has_time" CHECK ("notices"."category" <> 'event' or ("notices"."starts_at" is not null and "notices"."ends_at" > "notices"."starts_at"));--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_category_known" CHECK ("notices"."category" in ('admission', 'examination', 'academic', 'general', 'event', 'tender', 'recruitment'));