ALTER TABLE "applications" ADD COLUMN "category" text DEFAULT 'SM' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "disability" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_category_idx" ON "applications" USING btree ("category");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_category_known" CHECK ("applications"."category" in ('SM', 'EZ', 'MU', 'BH', 'LA', 'DV', 'VK', 'KN', 'BX', 'KU', 'SC', 'ST', 'OEC', 'EWS'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_disability_known" CHECK ("applications"."disability" in ('none', 'locomotor', 'hearing', 'visual', 'other'));