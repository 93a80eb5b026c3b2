import { Router } from 'express';
import { listPageReviews, reviewPage } from '@college/contracts/endpoints/page-reviews';
import { getReviewPolicy, saveReviewPolicy } from '@college/contracts/endpoints/review-policy';
import type { Mount } from '../../lib/mount';
import { actorOf } from '../staff/staff.api';
import type { PageReviewsService } from './page-reviews';
import type { ReviewPolicyService } from './review-policy';

/** The review of the site's own pages (the list, marking one reviewed) and the policy that times it. */
export function pageReviewsRoutes(mount: Mount, deps: { reviews: PageReviewsService; policy: ReviewPolicyService }): Router {
  const router = Router();
  mount(router, listPageReviews, async () => ({ success: true as const, data: await deps.reviews.all() }));
  mount(router, reviewPage, async ({ body, req }) => ({
    success: true as const,
    data: await deps.reviews.review(actorOf(req), body),
    message: 'Page marked as reviewed',
  }));
  mount(router, getReviewPolicy, async () => ({ success: true as const, data: await deps.policy.read() }));
  mount(router, saveReviewPolicy, async ({ body, req }) => ({
    success: true as const,
    data: await deps.policy.save(actorOf(req), body),
    message: 'Review policy saved',
  }));
  return router;
}
