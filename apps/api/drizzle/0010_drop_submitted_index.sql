-- Superseded by applications_queue_order_idx (0009).
DROP INDEX IF EXISTS "applications_submitted_idx";
