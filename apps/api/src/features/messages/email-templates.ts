import { COLLEGE_IDENTITY } from '@college/contracts/college';

export type EmailTemplate = 'payment_received' | 'submitted';

const SIGNATURE = `\n\nAdmission Office\n${COLLEGE_IDENTITY.name}\nPhone: ${COLLEGE_IDENTITY.phones.admission}`;

/** The subject and text of each email the applicant gets, from the outbox row's variables. */
export function composeEmail(
  template: EmailTemplate,
  v: Record<string, string>,
): { subject: string; text: string; acknowledgement: boolean } {
  const name = v.name ? `Dear ${v.name},\n\n` : '';
  switch (template) {
    case 'payment_received':
      return {
        subject: `Application fee received: ${v.application ?? ''}`,
        text: `${name}We have received the application fee of Rs. ${v.amount ?? ''} for application ${v.application ?? ''}${v.payment ? ` (payment id ${v.payment})` : ''}. Please complete the remaining steps of the form.${SIGNATURE}`,
        acknowledgement: false,
      };
    case 'submitted':
      return {
        subject: `Application submitted: ${v.application ?? ''}`,
        text: `${name}Your application ${v.application ?? ''} has been submitted. The acknowledgement is attached: please keep it. You will be contacted after the application is reviewed.${SIGNATURE}`,
        acknowledgement: true,
      };
  }
}
