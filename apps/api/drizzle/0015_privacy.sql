CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"application_id" varchar(20),
	"kind" text NOT NULL,
	"notice_version" smallint,
	"notice_hash" text,
	"purposes" text[] NOT NULL,
	"method" text NOT NULL,
	"parent_name" text,
	"parent_relationship" text,
	"parent_mobile" varchar(10),
	"applicant_age" smallint,
	"ip" text,
	"at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "consents_kind_known" CHECK ("consents"."kind" in ('notice', 'terms', 'parental'))
);
--> statement-breakpoint
CREATE TABLE "rights_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" varchar(20) NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"kind" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"outcome" text,
	"outcome_note" text,
	CONSTRAINT "rights_requests_kind_known" CHECK ("rights_requests"."kind" in ('correction', 'erasure', 'withdrawal')),
	CONSTRAINT "rights_requests_outcome_known" CHECK ("rights_requests"."outcome" is null or "rights_requests"."outcome" in ('done', 'refused')),
	CONSTRAINT "rights_requests_closed_with_outcome" CHECK (("rights_requests"."closed_at" is null) = ("rights_requests"."outcome" is null))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_application_id_applications_id_fk";
--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "purpose" text DEFAULT 'sign_in' NOT NULL;--> statement-breakpoint
CREATE INDEX "consents_application_idx" ON "consents" USING btree ("application_id","kind");--> statement-breakpoint
CREATE INDEX "consents_mobile_idx" ON "consents" USING btree ("mobile","at");--> statement-breakpoint
CREATE INDEX "rights_requests_open_idx" ON "rights_requests" USING btree ("due_at") WHERE "rights_requests"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "rights_requests_application_idx" ON "rights_requests" USING btree ("application_id","created_at");--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_purpose_known" CHECK ("otp_challenges"."purpose" in ('sign_in', 'parental_consent'));