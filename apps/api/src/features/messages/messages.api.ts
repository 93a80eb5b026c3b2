// What the messages feature offers the others. Anything not exported here is its own business:
// the lint gate refuses an import from another feature's files but this one.

export { forgetLanguage, languageOf, languagesOf, rememberLanguage } from './applicant-language';
export { ALLOTMENT_WORDS, STATUS_TEXTS } from './message-texts';
export { forgetMessagesAbout, queueEmail, queueMany, queueSms } from './outbox';
export { queuedFor } from './outbox';
export type { ConsoleSmsSender } from './sms/console-sender';
export { SmsError } from './sms/sms-sender';
export type { SmsSender } from './sms/sms-sender';
