import { PAISE_PER_RUPEE } from '@college/contracts/constants';
import type { z } from 'zod';
import type { paymentAttemptSchema } from '@college/contracts/entities/office';
import type { Database } from '../../db/client';
import { paymentRepository } from './payment.repository';
import { refundsOfApplication } from './refunds';

// What the admissions office may ask of payments, which owns them.

type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

/** Every attempt of an application's fee, oldest first, with gateway ids, amounts and times. */
export async function paymentAttempts(db: Database, applicationId: string): Promise<PaymentAttempt[]> {
  const [rows, refunds] = await Promise.all([paymentRepository(db).forApplication(applicationId), refundsOfApplication(db, applicationId)]);
  return rows.map((p) => ({
    id: p.id,
    attempt: p.attempt,
    status: p.status,
    amount: p.amountPaise / PAISE_PER_RUPEE,
    currency: p.currency,
    orderId: p.orderId,
    gatewayPaymentId: p.gatewayPaymentId,
    method: p.method,
    lastError: p.lastError,
    createdAt: p.createdAt.toISOString(),
    verifiedAt: p.verifiedAt?.toISOString() ?? null,
    clearedAt: p.clearedAt?.toISOString() ?? null,
    // Newest first: the latest refund of this payment.
    refund: refunds.find((r) => p.gatewayPaymentId !== null && r.gatewayPaymentId === p.gatewayPaymentId) ?? null,
  }));
}

/** Lets the applicant try again: the attempts so far stop counting. Answers how many were cleared. */
export function clearPaymentAttempts(tx: Database, applicationId: string, now: Date): Promise<number> {
  return paymentRepository(tx).clearAttempts(applicationId, now);
}

/** Applications with a gateway payment of this id (pay_...), for the queue's search. */
export function applicationsWithGatewayPayment(db: Database, gatewayPaymentId: string): Promise<string[]> {
  return paymentRepository(db).applicationsWithGatewayPayment(gatewayPaymentId);
}
