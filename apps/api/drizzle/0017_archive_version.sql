CREATE TABLE "archive_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "archive_version_one_row" CHECK ("archive_version"."id" = 1)
);
