import type { Language } from '@college/contracts/languages';
import { STATUS_LABELS, type ApplicationStatus } from '@college/contracts/stages';
import type { SmsTemplate } from './sms/sms-sender';

// What the applicant reads in their SMS and emails, in each language: a translator edits this
// file (message-texts.test.ts checks both languages have every text, with the same {placeholders}).
// In production the SMS texts are the ones registered under DLT, a template for each language;
// the demo's console sender prints them from here.

type SmsTexts = Record<'otp' | SmsTemplate, string>;
type EmailTexts = {
  greeting: string;
  signature: string;
  paymentSubject: string;
  paymentBody: string;
  paymentReference: string;
  submittedSubject: string;
  submittedBody: string;
  allotmentSubject: string;
  allotmentBody: string;
  correctedSubject: string;
  correctedBody: string;
};

export const SMS_TEXTS: Record<Language, SmsTexts> = {
  en: {
    otp: '{otp} is your OTP for the {college} admission application. It is valid for {minutes} minutes. Do not share it with anyone.',
    decision: 'Application {application}: status {status}. Sign in on the admission page for details. {college}',
    payment_received: 'Application {application}: the fee of Rs. {amount} is received. Please complete the remaining steps. {college}',
    submitted: 'Application {application} is submitted. You will be contacted after it is reviewed. {college}',
    allotment:
      'Application {application}: {round} is published. {result}. Sign in on the admission page for details; last day {deadline}. {college}',
  },
  ml: {
    otp: '{college} പ്രവേശന അപേക്ഷയ്ക്കുള്ള നിങ്ങളുടെ OTP {otp} ആണ്. ഇത് {minutes} മിനിറ്റ് സാധുവാണ്. ആരുമായും പങ്കിടരുത്.',
    decision: 'അപേക്ഷ {application}: നില {status}. വിവരങ്ങൾക്ക് പ്രവേശന പേജിൽ സൈൻ ഇൻ ചെയ്യുക. {college}',
    payment_received: 'അപേക്ഷ {application}: Rs. {amount} ഫീസ് ലഭിച്ചു. ബാക്കി ഘട്ടങ്ങൾ പൂർത്തിയാക്കുക. {college}',
    submitted: 'അപേക്ഷ {application} സമർപ്പിച്ചു. പരിശോധിച്ചശേഷം ഞങ്ങൾ ബന്ധപ്പെടും. {college}',
    allotment:
      'അപേക്ഷ {application}: {round} പ്രസിദ്ധീകരിച്ചു. {result}. വിവരങ്ങൾക്ക് പ്രവേശന പേജിൽ സൈൻ ഇൻ ചെയ്യുക; അവസാന തീയതി {deadline}. {college}',
  },
};

export const EMAIL_TEXTS: Record<Language, EmailTexts> = {
  en: {
    greeting: 'Dear {name},',
    signature: 'Admission Office\n{college}\nPhone: {phone}',
    paymentSubject: 'Application fee received: {application}',
    paymentBody:
      'We have received the application fee of Rs. {amount} for application {application}{reference}. Please complete the remaining steps of the form.',
    paymentReference: ' (payment id {payment})',
    submittedSubject: 'Application submitted: {application}',
    submittedBody:
      'Your application {application} has been submitted. The acknowledgement is attached: please keep it. You will be contacted after the application is reviewed.',
    allotmentSubject: '{round} published: application {application}',
    allotmentBody:
      '{round} for application {application} is published. {result}. Sign in on the admission page to see why, option by option, and what you can do. The last day is {deadline} (India time).',
    correctedSubject: 'Your application {application} was corrected',
    correctedBody:
      'The admission office corrected your application {application}.\n\n{field}: {from} \u2192 {to}\nReason: {reason}\n\nSign in on the admission page to see it. If this is not right, contact the office.',
  },
  ml: {
    greeting: 'പ്രിയ {name},',
    signature: 'പ്രവേശന ഓഫീസ്\n{college}\nഫോൺ: {phone}',
    paymentSubject: 'അപേക്ഷാ ഫീസ് ലഭിച്ചു: {application}',
    paymentBody: 'അപേക്ഷ {application}-ന്റെ Rs. {amount} അപേക്ഷാ ഫീസ് ഞങ്ങൾക്ക് ലഭിച്ചു{reference}. ഫോമിലെ ബാക്കി ഘട്ടങ്ങൾ പൂർത്തിയാക്കുക.',
    paymentReference: ' (പേയ്മെന്റ് ID {payment})',
    submittedSubject: 'അപേക്ഷ സമർപ്പിച്ചു: {application}',
    submittedBody: 'നിങ്ങളുടെ അപേക്ഷ {application} സമർപ്പിച്ചു. അക്നോളജ്മെന്റ് ഇതോടൊപ്പം ചേർത്തിട്ടുണ്ട്: അത് സൂക്ഷിക്കുക. അപേക്ഷ പരിശോധിച്ചശേഷം ഞങ്ങൾ ബന്ധപ്പെടും.',
    allotmentSubject: '{round} പ്രസിദ്ധീകരിച്ചു: അപേക്ഷ {application}',
    allotmentBody:
      'അപേക്ഷ {application}-ന്റെ {round} പ്രസിദ്ധീകരിച്ചു. {result}. കാരണങ്ങളും നിങ്ങൾക്ക് ചെയ്യാവുന്നതും കാണാൻ പ്രവേശന പേജിൽ സൈൻ ഇൻ ചെയ്യുക. അവസാന തീയതി {deadline} (ഇന്ത്യൻ സമയം).',
    correctedSubject: 'നിങ്ങളുടെ അപേക്ഷ {application} തിരുത്തി',
    correctedBody:
      'പ്രവേശന ഓഫീസ് നിങ്ങളുടെ അപേക്ഷ {application} തിരുത്തി.\n\n{field}: {from} \u2192 {to}\nകാരണം: {reason}\n\nകാണാൻ പ്രവേശന പേജിൽ സൈൻ ഇൻ ചെയ്യുക. ഇത് ശരിയല്ലെങ്കിൽ ഓഫീസുമായി ബന്ധപ്പെടുക.',
  },
};

/** How an allotment notice names the round and the result, in each language (branch names stay as published). */
export const ALLOTMENT_WORDS: Record<
  Language,
  { trial: string; round: string; spot: string; seat: string; noSeat: string; merit: string; quota: string; stateMerit: string }
> = {
  en: {
    trial: 'Trial allotment',
    round: 'Allotment {number}',
    spot: 'Spot round',
    seat: 'Seat: {branch}, {block}, {category}',
    noSeat: 'No seat in this round',
    merit: 'Merit seats',
    quota: '{quota} quota',
    stateMerit: 'State Merit',
  },
  ml: {
    trial: 'ട്രയൽ അലോട്ട്മെന്റ്',
    round: 'അലോട്ട്മെന്റ് {number}',
    spot: 'സ്പോട്ട് റൗണ്ട്',
    seat: 'സീറ്റ്: {branch}, {block}, {category}',
    noSeat: 'ഈ റൗണ്ടിൽ സീറ്റില്ല',
    merit: 'മെറിറ്റ് സീറ്റുകൾ',
    quota: '{quota} ക്വോട്ട',
    stateMerit: 'സ്റ്റേറ്റ് മെറിറ്റ്',
  },
};

/** An application's status as the applicant's messages and acknowledgement name it. */
export const STATUS_TEXTS: Record<Language, Record<ApplicationStatus, string>> = {
  en: STATUS_LABELS,
  ml: {
    draft: 'കരട്',
    pending: 'തീർപ്പാകാത്തത്',
    verified: 'സ്ഥിരീകരിച്ചു',
    completed: 'പൂർത്തിയായി',
    rejected: 'നിരസിച്ചു',
    approved: 'അംഗീകരിച്ചു',
    submitted: 'സമർപ്പിച്ചു',
    on_hold: 'തടഞ്ഞുവച്ചിരിക്കുന്നു',
  },
};
