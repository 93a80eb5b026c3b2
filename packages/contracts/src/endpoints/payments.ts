import { z } from '../zod';
import { endpoint } from '../endpoint';

/**
 * Razorpay's server-to-server notifications. The body is read raw so its signature can be
 * checked over the exact bytes sent.
 */
export const razorpayWebhook = endpoint({
  method: 'POST',
  path: '/api/v1/payments/razorpay/webhook',
  access: 'public',
  kind: 'raw',
  summary: "Razorpay's payment events, signed with the webhook secret (X-Razorpay-Signature)",
  response: z.object({ success: z.boolean() }),
});
