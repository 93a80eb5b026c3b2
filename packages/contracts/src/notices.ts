import { COLLEGE_IDENTITY } from './college';

/**
 * The Privacy Policy (the notice the Digital Personal Data Protection Act 2023 asks for, s.5 and
 * Rule 3) and the Terms of Service, written once: the site shows them, and a consent names the
 * version it was given on. A change in wording is a new version with a new effective date.
 */
type NoticeSection = { heading: string; paragraphs: readonly string[]; items?: readonly string[] };
export type Notice = { title: string; version: number; effectiveOn: string; intro: string; sections: readonly NoticeSection[] };

const { name, address, email, phones, grievanceOfficer: officer } = COLLEGE_IDENTITY;
/** The college's postal address on one line. */
export const postal = `${name}, ${address.line1}, ${address.post}, ${address.districtPin}, ${address.stateCountry}`;

export const PRIVACY_NOTICE: Notice = {
  title: 'Privacy Policy',
  // Version 2 adds a parent's consent for applicants under 18, and the rights on the application's page.
  // Version 3 says what an erasure leaves on a merit list already published.
  // Version 4 adds the email updates of notices and the photos of the college's events.
  version: 4,
  effectiveOn: '2026-11-28',
  intro: `${name} (“the college”, “we”) collects personal data on this site to run its admissions. This notice says what we collect, why, who handles it for us, how long we keep it and what you can ask of us. Most applicants are under 18: please read it with a parent or guardian.`,
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['Only what an application needs:'],
      items: [
        'Your mobile number, to send one-time sign-in codes and messages about your application.',
        'Personal details: name, date of birth, gender, religion and email address.',
        'Your address, the names and mobile numbers of your parents, and your guardian’s name, place and number if you give them.',
        'Education: the examinations you passed, with year, marks and register number, and entrance exam scores for the MBA.',
        'The programmes and branches you choose, in your order of preference.',
        'Fee payments: amount, time, status and the payment reference from Razorpay. We never see or keep card, UPI or bank details.',
        'Records of use: when you signed in and from which internet address, kept to protect your account.',
        'If you ask for email updates of the college’s notices: your email address and the language you chose, nothing else.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: ['For these purposes only:'],
      items: [
        'To receive and process your application for admission, and to tell you about its progress.',
        'To take the application fee and, where due, refund it.',
        'To prepare merit lists. Published lists show application numbers and ranks, never names.',
        'To keep the accounts the law requires.',
        'To send the email updates you asked for: at most one email a day, only when something new is published, until you stop them.',
      ],
    },
    {
      heading: 'Applicants under 18',
      paragraphs: [
        'If you are under 18 on the day you submit, a parent or guardian you named in the application must agree before it is submitted. We send a one-time code to their mobile; when they enter it, we record who agreed, how and when. If your parent or guardian withdraws that consent, the application is treated as withdrawn.',
      ],
    },
    {
      heading: 'No tracking',
      paragraphs: [
        'This site has no advertising, analytics or tracking scripts. Its only cookies keep you signed in. The one outside script is Razorpay’s checkout, on the fee step only.',
      ],
    },
    {
      heading: 'Who handles it for us',
      paragraphs: ['These processors act only on our instructions:'],
      items: [
        'The SMS provider, which delivers one-time codes and messages to your mobile.',
        'Razorpay, which takes the application fee.',
        'The email provider, which delivers the acknowledgement of your application when you give an email address, and the email updates you ask for.',
      ],
    },
    {
      heading: 'Who sees it at the college',
      paragraphs: [
        'Only admissions office staff whose work needs it, each with a role that limits what they see. Every time a member of staff opens an application, it is recorded.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: ['We keep personal data only while its purpose lasts:'],
      items: [
        'An application that is never submitted: 180 days after it was last changed.',
        'A submitted application that does not lead to admission: until the end of the second academic year after the admission year.',
        'If you join the college, your application becomes part of your student record.',
        'Payment records: eight years, as the accounting and tax laws require.',
        'Records of who opened an application: at least one year.',
        'Email updates: your address is deleted when you stop them, with the link in every email; an address never confirmed is deleted after a week.',
        'Merit lists: if your data is erased, you leave every list not yet published. A published list keeps your application number, rank and marks, without your name or date of birth, because it is the record of how every seat was given and of every other applicant’s place.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You, or your parent or guardian, may ask us for a copy of what we hold about you, to correct it, or to erase it; you may also withdraw your consent, as easily as you gave it. Sign in on the admission page and open your application: under “Your data” you can download everything we hold, including which staff opened it and when, ask for a correction or erasure, or withdraw. After a withdrawal we stop using your data and erase it, except the payment records the law makes us keep and your place, without your name, on a merit list already published. You may name someone to act for you if you cannot.',
        `Write to ${officer.role} at ${officer.email}, call ${officer.phone}, or write to ${postal}. We answer within 90 days.`,
        'If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
      ],
    },
    {
      heading: 'Photos of college events',
      paragraphs: [
        'The gallery shows photos of the college’s events, which may show students. Before a photo is published, its location, the camera’s details and every other hidden detail are removed. If you, or your parent or guardian, want a photo of you taken down, write to the officer named above: the photo is removed from the site and deleted.',
      ],
    },
    {
      heading: 'Keeping it safe',
      paragraphs: [
        'The site is served only over encrypted connections, applicants sign in with a one-time code, and staff who can see applications sign in with a password and a second factor. If personal data is ever exposed, we will tell each person affected and the Data Protection Board without delay.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: ['When this notice changes, it gets a new version number and date, shown at the top.'],
    },
  ],
};

export const TERMS_OF_SERVICE: Notice = {
  title: 'Terms of Service',
  version: 1,
  effectiveOn: '2026-11-23',
  intro: `These terms apply to the admission application and the other services of this site, run by ${name}.`,
  sections: [
    {
      heading: 'Your application',
      paragraphs: [
        'Everything you enter must be true and complete. An application with false information may be rejected, and an admission based on it cancelled.',
        'A mobile number can hold up to five applications. Sign-in codes are sent to that number only: keep it with you, and do not share a code.',
      ],
    },
    {
      heading: 'The application fee',
      paragraphs: [
        'The fee shown on the fee step is charged through Razorpay. It is not refunded when an application is not selected. A fee paid twice for one application, or a fee the college decides to refund, is returned to the account it came from.',
      ],
    },
    {
      heading: 'Admission',
      paragraphs: [
        'Submitting an application does not guarantee admission. Admission depends on the eligibility rules of each programme, the published merit list and the seats available.',
      ],
    },
    {
      heading: 'Use of the site',
      paragraphs: [
        'Do not try to reach another person’s application, overload the site, or get around its limits. Question papers in the archive are for study only.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Questions about these terms: ${email}, ${phones.office[0]}, or ${postal}. These terms are governed by the laws of India; the courts of Palakkad, Kerala have jurisdiction.`,
      ],
    },
  ],
};
