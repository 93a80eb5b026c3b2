import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS, type DocumentKind } from '@college/contracts/entities/college-document';
import { COMMITTEE_KINDS, type CommitteeKind, type CommitteeMember } from '@college/contracts/entities/committee';
import { NOTICE_CATEGORIES, NOTICE_STATUSES, type NoticeCategory, type NoticeStatus } from '@college/contracts/entities/notice';
import { ALBUM_STATUSES, PHOTO_CONSENT_BASES, type AlbumStatus, type PhotoConsentBasis } from '@college/contracts/entities/gallery';
import { oneOf } from './one-of';

/**
 * The college's notices in English and Malayalam. What the public sees is decided when it is read
 * (published, its publish time passed, its last day not yet over), so a scheduled notice appears
 * and an expired one leaves "What's New" on the minute, without a job to move it.
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').$type<NoticeCategory>().notNull(),
    titleEn: text('title_en').notNull(),
    bodyEn: text('body_en').notNull(),
    titleMl: text('title_ml').notNull().default(''),
    bodyMl: text('body_ml').notNull().default(''),
    /** When the English last changed, and when the Malayalam was last written or confirmed against it. */
    englishChangedAt: timestamp('english_changed_at', { withTimezone: true }).notNull(),
    malayalamChangedAt: timestamp('malayalam_changed_at', { withTimezone: true }),
    status: text('status').$type<NoticeStatus>().notNull().default('draft'),
    /** When it appears on the site; null until published without a time (then the moment of publishing). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Its last day on "What's New" (India); it stays in the archive after. */
    validUntil: date('valid_until', { mode: 'string' }),
    /** A tender's or a recruitment's closing time: it leaves the current list then, and stays in the archive. */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** An event's start and end, its place, and whether it is called off (it stays, marked so). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    placeEn: text('place_en').notNull().default(''),
    placeMl: text('place_ml').notNull().default(''),
    cancelled: boolean('cancelled').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').notNull(),
    updatedBy: uuid('updated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notices_public_idx')
      .on(t.publishAt)
      .where(sql`${t.status} = 'published'`),
    check('notices_category_known', oneOf(t.category, NOTICE_CATEGORIES)),
    check('notices_status_known', oneOf(t.status, NOTICE_STATUSES)),
    // An event has its time, and ends after it starts.
    check('notices_event_has_time', sql`${t.category} <> 'event' or (${t.startsAt} is not null and ${t.endsAt} > ${t.startsAt})`),
    // A published notice has its time on the site.
    check('notices_published_has_time', sql`${t.status} <> 'published' or ${t.publishAt} is not null`),
  ],
);

/**
 * The committees and officers the college must have (contracts' entities/committee.ts names the
 * rules), one row each once set up: members, the order, the term and the day it is next reviewed.
 * A change replaces the row (the audit keeps what it was); the version refuses a stale save.
 */
export const committees = pgTable(
  'committees',
  {
    kind: text('kind').$type<CommitteeKind>().primaryKey(),
    orderRef: text('order_ref').notNull(),
    termFrom: date('term_from', { mode: 'string' }).notNull(),
    termUntil: date('term_until', { mode: 'string' }).notNull(),
    reviewBy: date('review_by', { mode: 'string' }),
    members: jsonb('members').$type<CommitteeMember[]>().notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('committees_kind_known', oneOf(t.kind, COMMITTEE_KINDS)),
    check('committees_term_order', sql`${t.termUntil} > ${t.termFrom}`),
  ],
);

/**
 * Every version of the documents the college publishes per academic year (contracts'
 * entities/college-document.ts names who asks for each). A new version archives the current one;
 * the partial index holds "one current version per document and year" under concurrent uploads.
 */
export const collegeDocuments = pgTable(
  'college_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    academicYear: text('academic_year').notNull(),
    version: integer('version').notNull(),
    noteEn: text('note_en').notNull().default(''),
    noteMl: text('note_ml').notNull().default(''),
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Who sent it and when: a content editor's upload waits for a publisher; a publisher's is published at once. */
    uploadedBy: uuid('uploaded_by').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    /** Null while it waits to be published. */
    publishedBy: uuid('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** A version taken back (uploaded by mistake): kept, with why and by whom, but no longer shown. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: uuid('withdrawn_by'),
    withdrawnReason: text('withdrawn_reason'),
  },
  (t) => [
    check('college_documents_kind_known', oneOf(t.kind, DOCUMENT_KINDS)),
    // A withdrawn version is never the current one.
    check('college_documents_withdrawn_not_current', sql`${t.withdrawnAt} is null or ${t.archivedAt} is not null`),
    uniqueIndex('college_documents_version_idx').on(t.kind, t.academicYear, t.version),
    // A version waiting to be published is not current.
    uniqueIndex('college_documents_one_current_idx')
      .on(t.kind, t.academicYear)
      .where(sql`${t.archivedAt} is null and ${t.publishedAt} is not null`),
    check('college_documents_published_by', sql`(${t.publishedAt} is null) = (${t.publishedBy} is null)`),
  ],
);

/** The gallery's albums, one per event; shown on the site only while published. */
export const galleryAlbums = pgTable(
  'gallery_albums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    titleEn: text('title_en').notNull(),
    titleMl: text('title_ml').notNull().default(''),
    eventOn: date('event_on').notNull(),
    status: text('status').$type<AlbumStatus>().notNull().default('draft'),
    createdBy: uuid('created_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** On what grounds the people in its photos are shown (entities/gallery.ts), and where the signed forms are. */
    consentBasis: text('consent_basis').$type<PhotoConsentBasis>(),
    consentRef: text('consent_ref').notNull().default(''),
  },
  (t) => [
    check('gallery_albums_status_known', oneOf(t.status, ALBUM_STATUSES)),
    check('gallery_albums_consent_known', sql`${t.consentBasis} is null or ${oneOf(t.consentBasis, PHOTO_CONSENT_BASES)}`),
    // Nothing reaches the public without its ground recorded.
    check('gallery_albums_consent_before_publishing', sql`${t.status} in ('draft', 'unpublished') or ${t.consentBasis} is not null`),
    index('gallery_albums_event_idx').on(t.eventOn),
  ],
);

/**
 * A photo of an album. Its files are the re-encoded WebP copies only (keys `<id>-<width>.webp`);
 * the upload itself, with its metadata, is never kept.
 */
export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    albumId: uuid('album_id')
      .notNull()
      .references(() => galleryAlbums.id),
    altEn: text('alt_en').notNull(),
    altMl: text('alt_ml').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The widths stored, narrowest first. */
    widths: jsonb('widths').$type<number[]>().notNull(),
    placeholder: text('placeholder').notNull(),
    uploadedBy: uuid('uploaded_by').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gallery_photos_album_idx').on(t.albumId, t.uploadedAt)],
);

/**
 * Email digests of new notices, asked for on the site and confirmed from the address (double
 * opt-in). An address not confirmed within a week is forgotten; unsubscribing deletes the row.
 */
export const noticeSubscriptions = pgTable(
  'notice_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    language: text('language').$type<'en' | 'ml'>().notNull(),
    /** SHA-256 of the confirmation link's token; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * The token of the unsubscribe link every digest carries. Kept as it is, not hashed: each digest
     * must put it in the email, and it can do nothing but end this one subscription.
     */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** Notices published after this are in the next digest. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notice_subscriptions_email_idx').on(t.email),
    uniqueIndex('notice_subscriptions_unsubscribe_idx').on(t.unsubscribeToken),
    index('notice_subscriptions_confirm_idx').on(t.confirmTokenHash),
  ],
);

/** When each public page of the site was last read through by the office (GIGW 3.0 content review). */
export const pageReviews = pgTable('page_reviews', {
  path: text('path').primaryKey(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  reviewedBy: uuid('reviewed_by').notNull(),
  note: text('note').notNull().default(''),
});

/** The site's few words the office changes without a release (headline, banner, contacts), one row each. */
export const siteTexts = pgTable(
  'site_texts',
  {
    key: text('key').$type<'headline' | 'banner' | 'contacts'>().primaryKey(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: uuid('updated_by').notNull(),
  },
  (t) => [check('site_texts_key_known', sql`${t.key} in ('headline', 'banner', 'contacts')`)],
);

/**
 * The content review policy, one row per version (never changed or deleted): how many months may
 * pass before a page or document is read through again, and the policy or order that says so.
 * Version 1 comes with migration 0051.
 */
export const contentReviewPolicies = pgTable(
  'content_review_policies',
  {
    version: integer('version').primaryKey(),
    months: integer('months').notNull(),
    source: text('source').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: uuid('saved_by'),
  },
  (t) => [check('content_review_policies_months', sql`${t.months} between 1 and 36`)],
);
