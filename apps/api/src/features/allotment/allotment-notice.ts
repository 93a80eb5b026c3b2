import type { AllottedSeat } from '@college/contracts/entities/allotment';
import type { Language } from '@college/contracts/languages';
import { displayDay } from '@college/contracts/rules/day';
import { SEAT_BLOCKS } from '@college/contracts/rules/seat-matrix';
import type { Database } from '../../db/client';
import { fill } from '../../lib/fill';
import { applicantContacts } from '../applications/applications.api';
import { ALLOTMENT_WORDS, languagesOf, queueMany } from '../messages/messages.api';
import type { RoundRow } from './allotment.repository';
import { toSeat } from './explain';
import { effectiveSeats, inputOf } from './round-view';

// Everyone in a round is told when it is published, in their language, in the publication's
// transaction: an SMS always, an email when they gave an address. The page holds the reasons.

function roundWords(round: RoundRow, language: Language): string {
  const w = ALLOTMENT_WORDS[language];
  if (round.kind === 'trial') return w.trial;
  if (round.kind === 'spot') return w.spot;
  return fill(w.round, { number: round.number });
}

function resultWords(seat: AllottedSeat | null, language: Language): string {
  const w = ALLOTMENT_WORDS[language];
  if (!seat) return w.noSeat;
  const quota = SEAT_BLOCKS.find((b) => b.code === seat.block)?.quota ?? null;
  const block = quota ? fill(w.quota, { quota }) : w.merit;
  return fill(w.seat, { branch: seat.branch, block, category: seat.category === 'SM' ? w.stateMerit : seat.category });
}

/** Tells those of the round still in the running (`inTheRunning`): whoever has left hears nothing of it. */
export async function tellRoundPublished(
  tx: Database,
  round: RoundRow,
  now: Date,
  stillIn: (applicationId: string) => boolean,
): Promise<number> {
  const seats = effectiveSeats(round);
  const ids = inputOf(round)
    .applicants.map((a) => a.id)
    .filter(stillIn);
  const contacts = await applicantContacts(tx, ids);
  // In a few statements however many are told: a college's season is thousands of applicants.
  const languageFor = await languagesOf(
    tx,
    [...contacts.values()].map((c) => c.mobile),
  );
  const sms: Parameters<typeof queueMany>[2]['sms'][number][] = [];
  const email: Parameters<typeof queueMany>[2]['email'][number][] = [];
  for (const id of ids) {
    const contact = contacts.get(id);
    if (!contact) continue;
    const language = languageFor(contact.mobile);
    const variables = {
      application: id,
      round: roundWords(round, language),
      result: resultWords(toSeat(seats[id]), language),
      deadline: round.deadline ? displayDay(round.deadline) : '-',
    };
    sms.push({ mobile: contact.mobile, template: 'allotment', variables, language });
    if (contact.email)
      email.push({ to: contact.email, template: 'allotment', variables: { ...variables, name: contact.name ?? '' }, language });
  }
  await queueMany(tx, now, { sms, email });
  return ids.length;
}
