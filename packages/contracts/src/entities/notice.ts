// The college's notices and circulars, written by content staff in English and Malayalam, published
// by an administrator (roles.ts), shown on the site while valid and kept in a dated archive after.
import { z } from '../zod';
import { paged } from '../envelope';
import { pageParam, searchParam } from '../rules/list-query';
import { requiredText, text } from '../rules/text';

export const NOTICE_CATEGORIES = ['admission', 'examination', 'academic', 'general', 'event', 'tender', 'recruitment', 'news'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];
export const NOTICE_CATEGORY_LABELS: Record<NoticeCategory, { en: string; ml: string }> = {
  admission: { en: 'Admission', ml: 'പ്രവേശനം' },
  examination: { en: 'Examination', ml: 'പരീക്ഷ' },
  academic: { en: 'Academic', ml: 'അക്കാദമിക്' },
  general: { en: 'General', ml: 'പൊതുവായത്' },
  event: { en: 'Event', ml: 'പരിപാടി' },
  tender: { en: 'Tender', ml: 'ടെൻഡർ' },
  recruitment: { en: 'Recruitment', ml: 'നിയമനം' },
  news: { en: 'News', ml: 'വാർത്ത' },
};

/**
 * draft: being written. submitted: waiting for a publisher. published: on the site from its publish
 * time (a time ahead is a scheduled notice). unpublished: taken off the site, kept.
 */
export const NOTICE_STATUSES = ['draft', 'submitted', 'published', 'unpublished'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];
export const NOTICE_STATUS_LABELS: Record<NoticeStatus, string> = {
  draft: 'Draft',
  submitted: 'Waiting to be published',
  published: 'Published',
  unpublished: 'Taken off the site',
};

/** The moves a notice makes, and who makes each: writers send and take back; publishers publish and withdraw. */
export const NOTICE_MOVES: Record<NoticeStatus, { to: NoticeStatus; by: 'writer' | 'publisher' }[]> = {
  draft: [
    { to: 'submitted', by: 'writer' },
    { to: 'published', by: 'publisher' },
  ],
  submitted: [
    { to: 'draft', by: 'writer' },
    { to: 'published', by: 'publisher' },
  ],
  published: [{ to: 'unpublished', by: 'publisher' }],
  unpublished: [
    { to: 'draft', by: 'writer' },
    { to: 'published', by: 'publisher' },
  ],
};

const TITLE_MAX = 150;
const PLACE_MAX = 150;
const BODY_MAX = 5000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A time in India as typed (yyyy-mm-ddThh:mm), or empty. */
const localTime = (message: string) =>
  text()
    .trim()
    // A real day and time: read as UTC, it must come back as typed (30 February does not).
    .refine(
      (v) => v === '' || (LOCAL_TIME.test(v) && !Number.isNaN(Date.parse(`${v}:00Z`)) && new Date(`${v}:00Z`).toISOString().startsWith(v)),
      message,
    )
    .default('');
/** Empty: when it is published. */
const publishAt = localTime('Enter the time to publish as a date and a time');

/** The notices that close at a time: the last moment to send a bid or an application. */
export const CLOSING_CATEGORIES: readonly NoticeCategory[] = ['tender', 'recruitment'];
const day = text()
  .trim()
  .refine((v) => v === '' || (ISO_DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)), 'Enter a date as yyyy-mm-dd')
  .default('');

export const noticeInputSchema = z
  .object({
    category: z.enum(NOTICE_CATEGORIES, { error: 'Choose a category' }),
    titleEn: requiredText('Give the notice a title in English', TITLE_MAX),
    /** Plain text; a blank line starts a new paragraph. No markup is read. */
    bodyEn: requiredText('Write the notice in English', BODY_MAX),
    titleMl: text().trim().max(TITLE_MAX, `Must be at most ${TITLE_MAX} characters`).default(''),
    bodyMl: text().trim().max(BODY_MAX, `Must be at most ${BODY_MAX} characters`).default(''),
    /** The translator's word that the Malayalam says what the English says now. */
    malayalamCurrent: z.boolean().default(false),
    publishAt,
    validUntil: day,
    /** A tender's or a recruitment's closing time in India; empty for none. */
    closesAt: localTime('Enter the closing time as a date and a time'),
    /** An event's start and end in India, its place in English and Malayalam, and whether it is called off. */
    startsAt: localTime('Enter when the event starts as a date and a time'),
    endsAt: localTime('Enter when the event ends as a date and a time'),
    placeEn: text().trim().max(PLACE_MAX, `Must be at most ${PLACE_MAX} characters`).default(''),
    placeMl: text().trim().max(PLACE_MAX, `Must be at most ${PLACE_MAX} characters`).default(''),
    cancelled: z.boolean().default(false),
    /** The version the writer edited; a newer one on the server refuses the save. Absent for a new notice. */
    version: z.number().int().min(1).optional(),
  })
  .superRefine((n, ctx) => {
    if ((n.titleMl === '') !== (n.bodyMl === '')) {
      ctx.addIssue({
        code: 'custom',
        path: [n.titleMl ? 'bodyMl' : 'titleMl'],
        message: 'Give both the Malayalam title and text, or neither',
      });
    }
    if (n.closesAt && !CLOSING_CATEGORIES.includes(n.category)) {
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'Only a tender or a recruitment notice has a closing time' });
    }
    if (n.closesAt && n.publishAt && n.closesAt <= n.publishAt) {
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'The closing time must be after the time it is published' });
    }
    if (n.category === 'event') {
      if (!n.startsAt) ctx.addIssue({ code: 'custom', path: ['startsAt'], message: 'Enter when the event starts' });
      if (!n.endsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Enter when the event ends' });
      if (n.startsAt && n.endsAt && n.endsAt <= n.startsAt) {
        ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The event must end after it starts' });
      }
      if (!n.placeEn) ctx.addIssue({ code: 'custom', path: ['placeEn'], message: 'Enter where the event is, in English' });
    } else {
      for (const field of ['startsAt', 'endsAt', 'placeEn', 'placeMl'] as const) {
        if (n[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'Only an event has a time and a place' });
      }
      if (n.cancelled) ctx.addIssue({ code: 'custom', path: ['cancelled'], message: 'Only an event is called off' });
    }
    if (n.publishAt && n.validUntil && n.validUntil < n.publishAt.slice(0, 10)) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'The last day must be on or after the day it is published' });
    }
  });
export type NoticeInput = z.output<typeof noticeInputSchema>;

export const noticeMoveSchema = z.object({
  to: z.enum(NOTICE_STATUSES, { error: 'Unknown status' }),
  version: z.number().int().min(1),
});

/** A notice as the office sees it. */
export const staffNoticeSchema = z.object({
  id: z.string(),
  category: z.enum(NOTICE_CATEGORIES),
  titleEn: z.string(),
  bodyEn: z.string(),
  titleMl: z.string(),
  bodyMl: z.string(),
  /** The English changed after the Malayalam was last written or confirmed. */
  malayalamOutOfDate: z.boolean(),
  status: z.enum(NOTICE_STATUSES),
  /** When it shows (or showed) on the site; a published notice with this ahead is scheduled. */
  publishAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  closesAt: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  placeEn: z.string(),
  placeMl: z.string(),
  cancelled: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type StaffNotice = z.infer<typeof staffNoticeSchema>;
export const staffNoticesQuerySchema = z.object({ page: pageParam });
export const staffNoticesSchema = paged(staffNoticeSchema);

/** A notice as the public reads it, in the language asked for (the English, marked so, when the Malayalam is missing or behind). */
export const publicNoticeSchema = z.object({
  id: z.string(),
  category: z.enum(NOTICE_CATEGORIES),
  title: z.string(),
  body: z.string(),
  /** The language of the title and text: 'en' on a Malayalam page means no current translation yet. */
  lang: z.enum(['en', 'ml']),
  publishedAt: z.string(),
  validUntil: z.string().nullable(),
  /** A tender's or a recruitment's closing time. */
  closesAt: z.string().nullable(),
  /** An event's time and place (in the notice's language, the English when the Malayalam is missing), and whether it is called off. */
  event: z.object({ startsAt: z.string(), endsAt: z.string(), place: z.string(), cancelled: z.boolean() }).nullable(),
  /** When its text last changed: a page shows it as "Last updated". */
  updatedAt: z.string(),
  /** Still on "What's New": not past its last day, nor its closing time, nor (an event) its end. */
  current: z.boolean(),
});
export type PublicNotice = z.infer<typeof publicNoticeSchema>;

export const NOTICES_PAGE_SIZE = 20;
export const publicNoticesQuerySchema = z.object({
  lang: z.enum(['en', 'ml'], { error: 'Language is en or ml' }).default('en'),
  /** current: What's New; archive: every notice published, newest first. */
  view: z.enum(['current', 'archive'], { error: 'View is current or archive' }).default('current'),
  category: z.enum(NOTICE_CATEGORIES, { error: 'Unknown category' }).optional(),
  /** Words in a notice's title or text, in English or Malayalam. */
  q: searchParam,
  page: pageParam,
});
export const publicNoticesSchema = paged(publicNoticeSchema);
