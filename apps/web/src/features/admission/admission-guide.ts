import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { IntakeKey } from '@college/contracts/entities/intakes';

// What an applicant should know before starting, as the admission page and the programme pages
// show it. Sources:
// - Diploma eligibility: the Directorate of Technical Education's polytechnic prospectus (a pass in
//   SSLC/THSLC/CBSE-X or equivalent with Mathematics, Science and English; those awaiting results
//   may apply), as reported for 2023-24 (New Indian Express, 12 June 2023) and 2024-25 (beta.ssmpoly.ac.in).
// - LET: the lateral entry prospectus (+2/VHSE with Physics, Chemistry and Mathematics, or ITI/KGCE),
//   admission to the third semester.
// - MBA: AICTE's Approval Process Handbook (a three-year bachelor's degree with 50% marks, 45% for
//   reserved categories, and an entrance score).
// - The season's steps: the polytechnic prospectus's schedule (rank list and trial allotment,
//   option revision, allotment rounds with days to join, spot admission).
// A new prospectus changes this file. Kept with the admission pages: its messages load with theirs,
// not with every public page.

export const ELIGIBILITY: Record<IntakeKey, MessageDescriptor> = {
  'diploma-regular': msg`A pass in SSLC, THSLC, CBSE Class X or an equivalent examination, with Mathematics, Science and English. You may apply while awaiting the result.`,
  'diploma-part-time': msg`A pass in SSLC, THSLC, CBSE Class X or an equivalent examination. Classes suit those who work during the day.`,
  'diploma-let': msg`A pass in +2 or VHSE with Physics, Chemistry and Mathematics, or an ITI or KGCE certificate. Admission is to the third semester.`,
  mba: msg`A bachelor's degree of at least three years with 50% marks (45% for reserved categories), and a KMAT, CMAT or CAT score.`,
};

export const DOCUMENTS_TO_KEEP_READY: MessageDescriptor[] = [
  msg`Your SSLC (or equivalent) certificate or mark list, with the register number`,
  msg`For LET: the +2, VHSE, ITI or KGCE certificate; for the MBA: degree mark lists and the entrance score`,
  msg`A community, income (EWS) or disability certificate, if you claim a reservation`,
  msg`The names and mobile numbers of your parents or guardian; an applicant under 18 needs a parent beside them to confirm a code`,
  msg`A way to pay the fee online: UPI, a debit or credit card, or net banking`,
];

export const SEASON_STEPS: MessageDescriptor[] = [
  msg`Apply here and pay the application fee before your programme closes.`,
  msg`The office checks each application; you are told if anything must be corrected.`,
  msg`The provisional rank list and a trial allotment are published; you may revise your branch options.`,
  msg`Allotment rounds follow, each with a few days to accept, pay the admission fee and join.`,
  msg`Seats left after the rounds are filled by spot admission.`,
];

export const HOW_YOU_ARE_TOLD = msg`By SMS to the mobile number you verify, and by email if you give one: when your application is submitted, and when the office decides on it. Dates of the rank list and each round are announced on this page.`;
