import { z } from '../zod';
import { text } from '../rules/text';
import { explanationLineSchema, ROUND_KINDS, seatSchema } from './allotment';
import { admissionFeeViewSchema } from './admission-fee';
import { documentsViewSchema } from './admission-documents';

// The applicant's side of a published round: their result, and the choice they make on it before
// the round's deadline. The server holds the moves; the page only offers the ones it allows.

/**
 * accept: take the seat and join; higher options are given up.
 * keep: hold the seat and wait for a higher option in the next round.
 * decline: give the seat up and leave the allotment.
 */
export const ALLOTMENT_CHOICES = ['accept', 'keep', 'decline'] as const;
export type AllotmentChoice = (typeof ALLOTMENT_CHOICES)[number];

export const choiceSchema = z.object({
  roundId: z.uuid({ error: 'Round not found' }),
  choice: z.enum(ALLOTMENT_CHOICES, { error: 'Choose accept, keep or decline' }),
  /** A choice that gives something up is made only once the applicant has confirmed it. */
  confirm: z.boolean({ error: 'Confirm the choice' }).default(false),
});
export type ChoiceRequest = z.infer<typeof choiceSchema>;

/** After the trial, until its last day: the applicant's options in a new order, some perhaps removed; none added. */
export const reviseOptionsSchema = z.object({
  roundId: z.uuid({ error: 'Round not found' }),
  branches: z.array(text().trim().max(100), { error: 'List your options' }).min(1, 'Keep at least one option').max(10, 'Too many options'),
  /** Removing an option is made only once the applicant has confirmed it. */
  confirm: z.boolean({ error: 'Confirm the change' }).default(false),
});
export type ReviseOptions = z.infer<typeof reviseOptionsSchema>;

export const applicantResultSchema = z
  .object({
    roundId: z.string(),
    kind: z.enum(ROUND_KINDS),
    number: z.number().int(),
    /** Binding rounds take a choice; the trial shows where the applicant stands. */
    binding: z.boolean(),
    /** The last day (India) to choose, and the moment it ends. */
    deadline: z.string().nullable(),
    deadlineAt: z.string().nullable(),
    publishedAt: z.string(),
    rank: z.number().int().nullable(),
    category: z.string(),
    seat: seatSchema.nullable(),
    /** The seat is the applicant's first option: there is nothing higher to wait for. */
    firstOption: z.boolean(),
    /** Set by the office over the engine's result, with its reason. */
    override: z.string().nullable(),
    /** The seat held after the round before, when this round moved the applicant up to another branch. */
    movedUpFrom: seatSchema.nullable(),
    /** Not in the round, and why (e.g. not verified). */
    leftOut: z.string().nullable(),
    lines: z.array(explanationLineSchema),
    choice: z.enum(ALLOTMENT_CHOICES).nullable(),
    choiceAt: z.string().nullable(),
    /** The deadline passed with no choice: the seat is gone. */
    lapsed: z.boolean(),
    /** The moves the server takes now. */
    allowed: z.array(z.enum(ALLOTMENT_CHOICES)),
    /** The applicant's options (branches) in their order, as the next round reads them. */
    options: z.array(z.string()),
    /** The trial is the newest round and its last day has not passed: options may be reordered or removed. */
    canRevise: z.boolean(),
    /** The admission fee of the seat held (or of one left, while money is on its way back); null when there is none. */
    fee: admissionFeeViewSchema.nullable(),
    /** The documents the seat needs at the desk, each sent from the phone or brought; null without a seat held. */
    documents: documentsViewSchema.nullable(),
  })
  .nullable();
export type ApplicantResult = z.infer<typeof applicantResultSchema>;
