import { z } from '../zod';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import { pageReviewInputSchema, pageReviewSchema } from '../entities/page-review';
import { CONTENT_ROLES } from '../roles';

export const listPageReviews = endpoint({
  method: 'GET',
  path: '/api/v1/staff/page-reviews',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary:
    'Every public page of the site with when it was last reviewed, by whom, and whether it is due (never, or longer ago than the review period)',
  response: ok(z.array(pageReviewSchema)),
});

export const reviewPage = endpoint({
  method: 'POST',
  path: '/api/v1/staff/page-reviews',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Record that a page has been read through and is still true; audited',
  body: pageReviewInputSchema,
  response: ok(pageReviewSchema),
});
