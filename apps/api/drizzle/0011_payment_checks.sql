CREATE TABLE "payment_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text NOT NULL,
	"outcome" text NOT NULL,
	"found" jsonb NOT NULL,
	"note" text,
	CONSTRAINT "payment_checks_outcome_known" CHECK ("payment_checks"."outcome" in ('paid', 'duplicate', 'authorized', 'failed', 'nothing', 'unchanged', 'error'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_checks" ADD CONSTRAINT "payment_checks_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_checks_payment_idx" ON "payment_checks" USING btree ("payment_id","checked_at");--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" in ('pending', 'processing', 'failed');