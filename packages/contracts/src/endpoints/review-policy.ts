import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import { reviewPoliciesSchema, reviewPolicyInputSchema, reviewPolicySchema } from '../entities/review-policy';
import { ADMIN_ROLES, CONTENT_ROLES } from '../roles';

export const getReviewPolicy = endpoint({
  method: 'GET',
  path: '/api/v1/staff/review-policy',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'How often each page and document is reviewed (months), with the policy that sets it, and every earlier version',
  response: ok(reviewPoliciesSchema),
});

export const saveReviewPolicy = endpoint({
  method: 'PUT',
  path: '/api/v1/staff/review-policy',
  access: 'staff',
  roles: ADMIN_ROLES,
  summary: 'Set a new review period with its source; the earlier version is kept; audited. 409 when another change came first',
  body: reviewPolicyInputSchema,
  response: ok(reviewPolicySchema),
});
