-- Trigram index for the archive's "contains" text search, and an index in the archive's sort order
-- so a department's papers page without sorting. pg_trgm is a trusted extension (PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "question_papers_search_trgm_idx" ON "question_papers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "question_papers_browse_idx" ON "question_papers" ("department", "type", "year" DESC, "month" DESC, "semester", "subject_code", "id");
