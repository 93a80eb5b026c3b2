import type { Language } from '@college/contracts/languages';

/** Which notice an SMS carries; each maps to a template registered under DLT in production. */
export type SmsTemplate = 'decision' | 'payment_received' | 'submitted' | 'allotment';

/** Sends SMS. Implementations never log a code or a message's contents outside demo mode. */
export type SmsSender = {
  readonly name: string;
  /** A one-time code, in the language of the page it was asked for from. */
  sendOtp(mobile: string, otp: string, language: Language): Promise<void>;
  /** A notice from a registered template with its variables (application number, status...), in the recipient's language. */
  sendTemplate(mobile: string, template: SmsTemplate, variables: Record<string, string>, language: Language): Promise<void>;
};

export class SmsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsError';
  }
}
