-- A database that already took two fees for one application keeps the earliest as the fee and
-- marks the rest as duplicates to refund, so the unique index below can be built.
UPDATE "payments" SET "status" = 'duplicate', "last_error" = 'Duplicate payment: the fee was already paid; to be refunded'
WHERE "status" = 'success' AND "id" NOT IN (
  SELECT DISTINCT ON ("application_id", "purpose") "id" FROM "payments"
  WHERE "status" = 'success' ORDER BY "application_id", "purpose", "verified_at" NULLS LAST, "attempt"
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_idx" ON "payments" USING btree ("application_id","purpose") WHERE "payments"."status" = 'success';
