import { Router } from 'express';
import { listPageReviews, reviewPage } from '@college/contracts/endpoints/page-reviews';
import type { Mount } from '../../lib/mount';
import { actorOf } from '../staff/staff.api';
import type { PageReviewsService } from './page-reviews';

/** The review of the site's own pages: the list, and marking one reviewed. */
export function pageReviewsRoutes(mount: Mount, deps: { reviews: PageReviewsService }): Router {
  const router = Router();
  mount(router, listPageReviews, async () => ({ success: true as const, data: await deps.reviews.all() }));
  mount(router, reviewPage, async ({ body, req }) => ({
    success: true as const,
    data: await deps.reviews.review(actorOf(req), body),
    message: 'Page marked as reviewed',
  }));
  return router;
}
