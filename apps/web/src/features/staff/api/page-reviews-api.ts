import { useQuery } from '@tanstack/react-query';
import { listPageReviews, reviewPage } from '@college/contracts/endpoints/page-reviews';
import { api } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

const reviewsKey = [listPageReviews.method, listPageReviews.path];

/** Every page of the site with its last review. */
export const usePageReviews = () =>
  useQuery({
    queryKey: reviewsKey,
    queryFn: ({ signal }) => api.call(listPageReviews, { signal }).then((r) => r.data),
    retry: false,
  });

/** Marks a page reviewed; the list is read again. */
export const useReviewPage = () =>
  useStaffWrite((body: { path: string; note: string }) => api.call(reviewPage, { body }).then((r) => r.data), [reviewsKey]);
