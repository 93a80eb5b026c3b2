import { COLLEGE_IDENTITY } from '@college/contracts/college';
import type { Language } from '@college/contracts/languages';
import { fill } from '../../lib/fill';
import { EMAIL_TEXTS } from './message-texts';

export type EmailTemplate =
  'payment_received' | 'submitted' | 'allotment' | 'corrected' | 'staff_invitation' | 'digest_confirm' | 'notices_digest';

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

/** The emails about the notices' digest, to anyone who asked for it on the site, in the language they read it in. */
const DIGEST_TEXTS: Record<Language, { confirmSubject: string; confirm: string; digestSubject: string; digest: string }> = {
  en: {
    confirmSubject: 'Confirm your email updates from {college}',
    confirm:
      'Someone, probably you, asked on the website of {college} for an email when new notices are published.\n\n' +
      'To confirm, open this link within 7 days:\n\n{link}\n\nIf it was not you, do nothing: no other email will come, and the address is forgotten in a week.\n\n{college}',
    digestSubject: 'New notices from {college}',
    digest:
      'New notices on the website of {college}:\n\n{list}\n\nAll notices: {notices}\n\n' +
      'You get this email because you asked for it. To stop, open this link: {unsubscribe}\n\n{college}',
  },
  ml: {
    confirmSubject: '{college}: ഇമെയിൽ അറിയിപ്പുകൾ സ്ഥിരീകരിക്കുക',
    confirm:
      'പുതിയ അറിയിപ്പുകൾ പ്രസിദ്ധീകരിക്കുമ്പോൾ ഇമെയിൽ ലഭിക്കണമെന്ന് {college} വെബ്സൈറ്റിൽ ആരോ (ഒരുപക്ഷേ നിങ്ങൾ) ആവശ്യപ്പെട്ടു.\n\n' +
      'സ്ഥിരീകരിക്കാൻ 7 ദിവസത്തിനകം ഈ ലിങ്ക് തുറക്കുക:\n\n{link}\n\nഇത് നിങ്ങളല്ലെങ്കിൽ ഒന്നും ചെയ്യേണ്ടതില്ല: മറ്റ് ഇമെയിലുകൾ വരില്ല, ഒരാഴ്ചയ്ക്കകം ഈ വിലാസം മായ്ക്കും.\n\n{college}',
    digestSubject: '{college}: പുതിയ അറിയിപ്പുകൾ',
    digest:
      '{college} വെബ്സൈറ്റിലെ പുതിയ അറിയിപ്പുകൾ:\n\n{list}\n\nഎല്ലാ അറിയിപ്പുകളും: {notices}\n\n' +
      'നിങ്ങൾ ആവശ്യപ്പെട്ടതിനാലാണ് ഈ ഇമെയിൽ. നിർത്താൻ ഈ ലിങ്ക് തുറക്കുക: {unsubscribe}\n\n{college}',
  },
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
    case 'digest_confirm':
      return {
        subject: fill(DIGEST_TEXTS[language].confirmSubject, values),
        text: fill(DIGEST_TEXTS[language].confirm, values),
        acknowledgement: false,
      };
    case 'notices_digest':
      return {
        subject: fill(DIGEST_TEXTS[language].digestSubject, values),
        text: fill(DIGEST_TEXTS[language].digest, values),
        acknowledgement: false,
      };
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
