import { useQuery } from '@tanstack/react-query';
import { listPageReviews, reviewPage } from '@college/contracts/endpoints/page-reviews';
import { getReviewPolicy, saveReviewPolicy } from '@college/contracts/endpoints/review-policy';
import type { ReviewPolicyInput } from '@college/contracts/entities/review-policy';
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

const policyKey = [getReviewPolicy.method, getReviewPolicy.path];

/** The review period in force, with its source and earlier versions. */
export const useReviewPolicy = () =>
  useQuery({
    queryKey: policyKey,
    queryFn: ({ signal }) => api.call(getReviewPolicy, { signal }).then((r) => r.data),
    retry: false,
  });

/** An administrator sets a new period; the policy, the pages and the documents are read again (what is due follows it). */
export const useSaveReviewPolicy = () =>
  useStaffWrite((body: ReviewPolicyInput) => api.call(saveReviewPolicy, { body }).then((r) => r.data), [policyKey, reviewsKey]);
