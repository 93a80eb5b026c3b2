ALTER TABLE "applications" ADD COLUMN "special_quotas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_special_quotas_idx" ON "applications" USING gin ("special_quotas");--> statement-breakpoint
-- Applications saved before: an ITI or KGCE row passed already makes them eligible (their SSLC and
-- +2 rows name no board, so THSLC and VHSE wait for the applicant or the office to say).
UPDATE "applications" SET "special_quotas" = '{ITI/KGCE}'
  WHERE "education_details" IS NOT NULL AND EXISTS (
    SELECT 1 FROM jsonb_array_elements("education_details"->'educationData') AS e
    WHERE e->>'examination' IN ('ITI', 'KGCE') AND e->>'passedFailed' = 'Passed');
