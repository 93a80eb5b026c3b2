import { PAISE_PER_RUPEE } from '@college/contracts/constants';
import type { Database } from '../../db/client';
import { languageOf } from '../messages/messages.api';
import { queueEmail, queueSms } from '../messages/messages.api';
import type { ApplicationRow } from './application.repository';

// What the applicant is told, queued in the transaction of the event: an SMS always, an email
// when they gave an address. Sent by the message job; an outage delays them, never the event.

export async function tellFeeReceived(
  tx: Database,
  row: ApplicationRow,
  payment: { gatewayPaymentId: string | null; amountPaise: number },
  now: Date,
) {
  const variables = {
    application: row.id,
    amount: String(payment.amountPaise / PAISE_PER_RUPEE),
    payment: payment.gatewayPaymentId ?? '',
    name: row.fullName ?? '',
  };
  const language = await languageOf(tx, row.mobile);
  await queueSms(tx, now, {
    mobile: row.mobile,
    template: 'payment_received',
    variables: { application: variables.application, amount: variables.amount },
    language,
  });
  const email = row.personalDetails?.email;
  if (email) await queueEmail(tx, now, { to: email, template: 'payment_received', variables, language });
}

export async function tellSubmitted(tx: Database, row: ApplicationRow, now: Date) {
  const language = await languageOf(tx, row.mobile);
  await queueSms(tx, now, { mobile: row.mobile, template: 'submitted', variables: { application: row.id }, language });
  const email = row.personalDetails?.email;
  if (email) {
    await queueEmail(tx, now, { to: email, template: 'submitted', variables: { application: row.id, name: row.fullName ?? '' }, language });
  }
}
