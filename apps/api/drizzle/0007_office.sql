CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" varchar(20) NOT NULL,
	"kind" text NOT NULL,
	"stage" text,
	"status_from" text,
	"status_to" text,
	"remark" text,
	"internal_note" text,
	"staff_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_events_kind_known" CHECK ("application_events"."kind" in ('created', 'stage_saved', 'paid', 'submitted', 'decision', 'undo', 'unlock'))
);
--> statement-breakpoint
CREATE TABLE "audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" uuid,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"details" jsonb,
	"ip" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text DEFAULT 'sms' NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"variables" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_status_known" CHECK ("outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "staff_password_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_status_known";--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "role" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "diploma_mode" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_branch" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "branches" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "fee_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_remark" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "roles" text[];--> statement-breakpoint
UPDATE "staff_users" SET "roles" = array["role"];--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "roles" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_password_tokens" ADD CONSTRAINT "staff_password_tokens_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "audit_entity_idx" ON "audit" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_staff_idx" ON "audit" USING btree ("staff_id","at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "staff_password_tokens_hash_idx" ON "staff_password_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_password_tokens_staff_idx" ON "staff_password_tokens" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_staff_idx" ON "staff_recovery_codes" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "applications_submitted_idx" ON "applications" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "applications_first_branch_idx" ON "applications" USING btree ("first_branch");--> statement-breakpoint
CREATE INDEX "applications_branches_idx" ON "applications" USING gin ("branches");--> statement-breakpoint
CREATE INDEX "applications_name_trgm_idx" ON "applications" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_gateway_payment_idx" ON "payments" USING btree ("gateway_payment_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_known" CHECK ("applications"."status" in ('draft', 'pending', 'verified', 'completed', 'rejected', 'approved', 'submitted', 'on_hold'));--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_roles_known" CHECK ("staff_users"."roles" <@ array['admin', 'admissions', 'viewer', 'accounts', 'editor']::text[] and cardinality("staff_users"."roles") > 0);--> statement-breakpoint
-- The archive's audit entries move into the one audit table.
INSERT INTO "audit" ("at", "staff_id", "roles", "action", "entity", "entity_id", "details")
  SELECT l."at", l."actor_id", coalesce(s."roles", '{}'), l."action", l."entity", l."entity_id", l."details"
  FROM "audit_log" l LEFT JOIN "staff_users" s ON s."id" = l."actor_id" ORDER BY l."at";--> statement-breakpoint
-- Append-only: the site's own role cannot rewrite or remove what staff did.
CREATE FUNCTION "audit_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit" FOR EACH ROW EXECUTE FUNCTION "audit_is_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_no_truncate" BEFORE TRUNCATE ON "audit" FOR EACH STATEMENT EXECUTE FUNCTION "audit_is_append_only"();--> statement-breakpoint
-- The office's filter columns, for applications that exist already.
UPDATE "applications" a SET
  "diploma_mode" = s."mode",
  "first_branch" = s."branch_preferences"->0->>'branch',
  "branches" = coalesce((SELECT array_agg(b->>'branch' ORDER BY (b->>'priority')::int) FROM jsonb_array_elements(s."branch_preferences") b), '{}')
  FROM "program_selections" s WHERE s."application_id" = a."id" AND s."priority" = 1;--> statement-breakpoint
UPDATE "applications" a SET "fee_paid_at" = coalesce(p."verified_at", p."updated_at")
  FROM "payments" p WHERE p."application_id" = a."id" AND p."status" = 'success';--> statement-breakpoint
-- Their timelines, as far as the rows tell them.
INSERT INTO "application_events" ("application_id", "kind", "at") SELECT "id", 'created', "created_at" FROM "applications";--> statement-breakpoint
INSERT INTO "application_events" ("application_id", "kind", "at")
  SELECT "application_id", 'paid', coalesce("verified_at", "updated_at") FROM "payments" WHERE "status" = 'success';--> statement-breakpoint
INSERT INTO "application_events" ("application_id", "kind", "stage", "status_to", "at")
  SELECT "id", 'submitted', 'submitted', 'submitted', "submitted_at" FROM "applications" WHERE "submitted_at" IS NOT NULL;
