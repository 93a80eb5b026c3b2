DROP INDEX "applications_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "name_key" text GENERATED ALWAYS AS (nullif(btrim(regexp_replace(lower(full_name), '[^[:alnum:]]+', ' ', 'g')), '')) STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_keys" jsonb GENERATED ALWAYS AS (coalesce(jsonb_path_query_array(address_family_details, 'strict $.parents.* ? (@ like_regex "^[0-9]{10}$")'), '[]'::jsonb)
          || coalesce(jsonb_path_query_array(address_family_details, 'strict $.guardian.guardianContact ? (@ like_regex "^[0-9]{10}$")'), '[]'::jsonb)
          || coalesce(jsonb_path_query_array(education_details, 'strict $.educationData[*].registrationNumber ? (@ != "")'), '[]'::jsonb)) STORED;--> statement-breakpoint
CREATE INDEX "applications_name_key_trgm_idx" ON "applications" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_search_keys_idx" ON "applications" USING gin ("search_keys" jsonb_path_ops);