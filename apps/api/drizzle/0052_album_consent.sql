ALTER TABLE "gallery_albums" ADD COLUMN "consent_basis" text;--> statement-breakpoint
ALTER TABLE "gallery_albums" ADD COLUMN "consent_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_albums" ADD CONSTRAINT "gallery_albums_consent_known" CHECK ("gallery_albums"."consent_basis" is null or "gallery_albums"."consent_basis" in ('no-one-identifiable', 'written-consent'));--> statement-breakpoint
-- An album on the site, or waiting for it, with no ground recorded for showing the people in it:
-- taken off (back to a draft if it was only waiting) until the office records one. Nothing is deleted.
UPDATE "gallery_albums" SET "status" = CASE WHEN "status" = 'published' THEN 'unpublished' ELSE 'draft' END WHERE "status" IN ('published', 'submitted');--> statement-breakpoint
ALTER TABLE "gallery_albums" ADD CONSTRAINT "gallery_albums_consent_before_publishing" CHECK ("gallery_albums"."status" in ('draft', 'unpublished') or "gallery_albums"."consent_basis" is not null);