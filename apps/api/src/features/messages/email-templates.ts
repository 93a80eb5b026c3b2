import { COLLEGE_IDENTITY } from '@college/contracts/college';
import type { Language } from '@college/contracts/languages';
import { fill } from '../../lib/fill';
import { EMAIL_TEXTS } from './message-texts';

export type EmailTemplate = 'payment_received' | 'submitted' | 'allotment' | 'corrected' | 'staff_invitation';

/**
 * The office's own email to a member of staff (always English, as the office is): the one-time
 * link that sets their password, and when it stops working.
 */
const STAFF_INVITATION = {
  subject: 'Your account at the {college} admissions office',
  text:
    'Dear {name},\n\nAn account has been made for you in the admissions office of {college}. Choose your password through this link. ' +
    'It works once and stops working on {expires} (India time):\n\n{link}\n\n' +
    'If you did not expect this email, do not open the link and tell the college office.\n\n{college}',
};

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
    case 'staff_invitation':
      return { subject: fill(STAFF_INVITATION.subject, values), text: fill(STAFF_INVITATION.text, values), acknowledgement: false };
    case 'payment_received':
      return {
        subject: fill(t.paymentSubject, values),
        text: letter(t.paymentBody.replace('{reference}', v.payment ? fill(t.paymentReference, values) : '')),
        acknowledgement: false,
      };
    case 'submitted':
      return { subject: fill(t.submittedSubject, values), text: letter(t.submittedBody), acknowledgement: true };
    case 'corrected':
      return { subject: fill(t.correctedSubject, values), text: letter(t.correctedBody), acknowledgement: false };
    case 'allotment':
      return { subject: fill(t.allotmentSubject, values), text: letter(t.allotmentBody), acknowledgement: false };
  }
}
