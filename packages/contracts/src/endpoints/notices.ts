import { z } from '../zod';
import { text } from '../rules/text';
import { emailSchema } from '../rules/email';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import {
  noticeInputSchema,
  noticeMoveSchema,
  publicNoticeSchema,
  publicNoticesQuerySchema,
  publicNoticesSchema,
  staffNoticeSchema,
  staffNoticesQuerySchema,
  staffNoticesSchema,
} from '../entities/notice';
import { CONTENT_ROLES } from '../roles';

const params = z.object({ id: z.uuid({ error: 'Notice not found' }) });

export const listStaffNotices = endpoint({
  method: 'GET',
  path: '/api/v1/staff/notices',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Every notice in every state, the latest changed first, a page at a time',
  query: staffNoticesQuerySchema,
  response: staffNoticesSchema,
});

export const createNotice = endpoint({
  method: 'POST',
  path: '/api/v1/staff/notices',
  access: 'staff',
  roles: CONTENT_ROLES,
  status: 201,
  summary: 'Write a notice (a draft) in English, and in Malayalam when the translation is ready',
  body: noticeInputSchema,
  response: ok(staffNoticeSchema),
});

export const updateNotice = endpoint({
  method: 'PUT',
  path: '/api/v1/staff/notices/:id',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary:
    'Change a notice: a writer while it is not published, a publisher at any time; a change to the English marks the Malayalam out of date',
  params,
  body: noticeInputSchema,
  response: ok(staffNoticeSchema),
});

export const moveNotice = endpoint({
  method: 'POST',
  path: '/api/v1/staff/notices/:id/status',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Send for publishing or take back (writers); publish, schedule or take off the site (publishers); audited',
  params,
  body: noticeMoveSchema,
  response: ok(staffNoticeSchema),
});

export const listNotices = endpoint({
  method: 'GET',
  path: '/api/v1/notices',
  access: 'public',
  summary: "What's New (notices published and not past their last day) or the archive of every notice published, in English or Malayalam",
  query: publicNoticesQuerySchema,
  response: publicNoticesSchema,
});

export const getNotice = endpoint({
  method: 'GET',
  path: '/api/v1/notices/:id',
  access: 'public',
  summary: 'One published notice, in English or Malayalam',
  params,
  query: z.object({ lang: z.enum(['en', 'ml'], { error: 'Language is en or ml' }).default('en') }),
  response: ok(publicNoticeSchema),
});

export const noticesFeed = endpoint({
  method: 'GET',
  path: '/api/v1/notices/feed.xml',
  access: 'public',
  kind: 'file',
  produces: 'application/rss+xml; charset=utf-8',
  summary: 'The notices as an RSS 2.0 feed, per language and optionally per category',
  query: z.object({
    lang: z.enum(['en', 'ml'], { error: 'Language is en or ml' }).default('en'),
    category: publicNoticesQuerySchema.shape.category,
  }),
  response: z.unknown(),
});

const langQuery = z.object({ lang: z.enum(['en', 'ml'], { error: 'Language is en or ml' }).default('en') });

export const eventsCalendar = endpoint({
  method: 'GET',
  path: '/api/v1/events.ics',
  access: 'public',
  kind: 'file',
  produces: 'text/calendar; charset=utf-8',
  summary: 'The college’s events as an iCalendar file a calendar app can subscribe to (also at /events.ics), in English or Malayalam',
  query: langQuery,
  response: z.unknown(),
});

export const eventCalendar = endpoint({
  method: 'GET',
  path: '/api/v1/notices/:id/event.ics',
  access: 'public',
  kind: 'file',
  produces: 'text/calendar; charset=utf-8',
  summary: 'One published event as an iCalendar file, to add to a calendar',
  params,
  query: langQuery,
  response: z.unknown(),
});

const token = text({ error: 'This link is not complete. Open it again from the email.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not complete. Open it again from the email.');

export const subscribeDigest = endpoint({
  method: 'POST',
  path: '/api/v1/notices/digest',
  access: 'public',
  summary:
    'Ask for an email when new notices are published: a link to confirm goes to the address first (nothing else is sent until it is opened), and the answer is the same whether or not the address is already subscribed',
  body: z.object({ email: emailSchema, lang: z.enum(['en', 'ml'], { error: 'Language is en or ml' }).default('en') }),
  response: ok(z.object({})),
});

export const confirmDigest = endpoint({
  method: 'POST',
  path: '/api/v1/notices/digest/confirm',
  access: 'public',
  summary: 'Confirm a subscription with the token of the link emailed to the address (valid for 7 days)',
  body: z.object({ token }),
  response: ok(z.object({})),
});

export const unsubscribeDigest = endpoint({
  method: 'POST',
  path: '/api/v1/notices/digest/unsubscribe',
  access: 'public',
  summary:
    'End a subscription with the token of the link in every digest; the address is deleted. The same answer when it was already gone',
  body: z.object({ token }),
  response: ok(z.object({})),
});
