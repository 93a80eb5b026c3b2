CREATE TABLE "page_reviews" (
	"path" text PRIMARY KEY NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"reviewed_by" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
