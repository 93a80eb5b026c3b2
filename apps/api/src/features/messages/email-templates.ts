import { COLLEGE_IDENTITY } from '@college/contracts/college';
import type { Language } from '@college/contracts/languages';
import { fill } from '../../lib/fill';
import { EMAIL_TEXTS } from './message-texts';

export type EmailTemplate = 'payment_received' | 'submitted' | 'allotment';

/** The subject and text of each email the applicant gets, from the outbox row's variables, in their language. */
export function composeEmail(
  template: EmailTemplate,
  v: Record<string, string>,
  language: Language = 'en',
): { subject: string; text: string; acknowledgement: boolean } {
  const t = EMAIL_TEXTS[language];
  const values = { ...v, college: COLLEGE_IDENTITY.name, phone: COLLEGE_IDENTITY.phones.admission };
  const letter = (body: string) =>
    `${v.name ? `${fill(t.greeting, values)}\n\n` : ''}${fill(body, values)}\n\n${fill(t.signature, values)}`;
  switch (template) {
    case 'payment_received':
      return {
        subject: fill(t.paymentSubject, values),
        text: letter(t.paymentBody.replace('{reference}', v.payment ? fill(t.paymentReference, values) : '')),
        acknowledgement: false,
      };
    case 'submitted':
      return { subject: fill(t.submittedSubject, values), text: letter(t.submittedBody), acknowledgement: true };
    case 'allotment':
      return { subject: fill(t.allotmentSubject, values), text: letter(t.allotmentBody), acknowledgement: false };
  }
}
