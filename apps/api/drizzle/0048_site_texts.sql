CREATE TABLE "site_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid NOT NULL,
	CONSTRAINT "site_texts_key_known" CHECK ("site_texts"."key" in ('headline', 'banner', 'contacts'))
);
