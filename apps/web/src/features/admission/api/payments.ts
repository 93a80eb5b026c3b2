import { cancelPayment, createPayment, verifyPayment } from '@college/contracts/endpoints/admission';
import { completeDemoPayment } from '@college/contracts/endpoints/dev';
import type { BodyOf } from '@college/contracts/endpoint';
import { api } from '../../../lib/api-client';

export const postCreatePayment = (applicationId: string, signal?: AbortSignal) =>
  api.call(createPayment, { body: { applicationId }, signal }).then((r) => r.data);

/** Records on the server that the checkout was closed, so any later visit reads it back. */
export const postCancelPayment = (applicationId: string, paymentId: string) =>
  api.call(cancelPayment, { body: { applicationId, paymentId } });

export const postVerifyPayment = (body: BodyOf<typeof verifyPayment>, signal?: AbortSignal) => api.call(verifyPayment, { body, signal });

/** Demo mode's stand-in for Razorpay's checkout. */
export const postCompleteDemoPayment = (orderId: string, outcome: 'success' | 'failure') =>
  api.call(completeDemoPayment, { params: { orderId }, body: { outcome } }).then((r) => r.data);
