import { check, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { IMAGE_KINDS, type ImageKind } from '@college/contracts/entities/applicant-images';
import { applications } from './applications';
import { oneOf } from './one-of';

/**
 * An application's photo and signature: one of each at most. The picture itself is in the file
 * storage under `storageKey`; the row goes with its application (erasure, retention).
 */
export const applicantImages = pgTable(
  'applicant_images',
  {
    applicationId: varchar('application_id', { length: 20 })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ImageKind>().notNull(),
    storageKey: text('storage_key').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.kind] }), check('applicant_images_kind_known', oneOf(t.kind, IMAGE_KINDS))],
);

/**
 * Stored pictures no row refers to any more (replaced, or their application erased), queued in the
 * same transaction that let go of them: the storage is cleaned after the commit, and again by a job
 * if the process stopped in between, so a picture of a minor never outlives its application.
 */
export const imageRemovals = pgTable('image_removals', {
  storageKey: text('storage_key').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
