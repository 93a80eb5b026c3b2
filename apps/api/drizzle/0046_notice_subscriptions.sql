CREATE TABLE "notice_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_sent_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notice_subscriptions_email_idx" ON "notice_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_subscriptions_unsubscribe_idx" ON "notice_subscriptions" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "notice_subscriptions_confirm_idx" ON "notice_subscriptions" USING btree ("confirm_token_hash");