import { Router } from 'express';
import {
  createNotice,
  eventCalendar,
  eventsCalendar,
  getNotice,
  listNotices,
  listStaffNotices,
  moveNotice,
  noticesFeed as noticesFeedEndpoint,
  updateNotice,
} from '@college/contracts/endpoints/notices';
import { sendFileAnswer } from '../../lib/file-answer';
import type { Mount } from '../../lib/mount';
import { actorOf } from '../staff/staff.api';
import type { NoticesService } from './notices.service';

/** Notices: the content office's writing and publishing, and what everyone reads. */
export function noticesRoutes(mount: Mount, deps: { notices: NoticesService }): Router {
  const router = Router();
  const { notices } = deps;

  mount(router, listStaffNotices, async ({ query }) => ({ success: true as const, ...(await notices.list(query.page)) }));
  mount(router, createNotice, async ({ body, req }) => ({
    success: true as const,
    data: await notices.create(actorOf(req), body),
    message: 'Notice saved as a draft',
  }));
  mount(router, updateNotice, async ({ params, body, req }) => ({
    success: true as const,
    data: await notices.update(actorOf(req), params.id, body),
    message: 'Notice saved',
  }));
  mount(router, moveNotice, async ({ params, body, req }) => ({
    success: true as const,
    data: await notices.move(actorOf(req), params.id, body.to, body.version),
  }));

  // Before the notice route, which would take 'feed.xml' for a notice's id.
  mount(router, noticesFeedEndpoint, async ({ query, res }) => {
    await sendFileAnswer(res, await notices.feed(query.lang, query.category));
  });
  mount(router, eventsCalendar, async ({ query, res }) => {
    await sendFileAnswer(res, await notices.calendar(query.lang));
  });
  mount(router, eventCalendar, async ({ params, query, res }) => {
    await sendFileAnswer(res, await notices.eventCalendar(params.id, query.lang));
  });
  // The calendar's short address, for people to type and share.
  router.get('/events.ics', (req, res) => {
    res.redirect(301, `/api/v1/events.ics${req.url.slice('/events.ics'.length)}`);
  });
  mount(router, listNotices, async ({ query }) => ({ success: true as const, ...(await notices.publicPage(query)) }));
  mount(router, getNotice, async ({ params, query }) => ({ success: true as const, data: await notices.publicOne(params.id, query.lang) }));
  return router;
}
