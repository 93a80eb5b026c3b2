ALTER TABLE "application_events" ADD COLUMN "change" jsonb;--> statement-breakpoint
-- Corrections made before the column existed: their remark reads "Label: from → to", with "(empty)" for nothing.
UPDATE "application_events" SET "change" = jsonb_build_object(
  'label', split_part("remark", ': ', 1),
  'from', nullif(split_part(substr("remark", length(split_part("remark", ': ', 1)) + 3), ' → ', 1), '(empty)'),
  'to', nullif(substr(substr("remark", length(split_part("remark", ': ', 1)) + 3), length(split_part(substr("remark", length(split_part("remark", ': ', 1)) + 3), ' → ', 1)) + 4), '(empty)')
) WHERE "kind" = 'corrected' AND "change" IS NULL AND "remark" IS NOT NULL;
