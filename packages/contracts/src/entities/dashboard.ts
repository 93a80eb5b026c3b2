// The office's dashboard: the season in numbers, each a count the queue (or the ledger) shows
// under the filter it names, so a number on the dashboard and the list behind it never disagree.
import { z } from '../zod';
import { CATEGORY_CODES } from './reservation';
import { APPLICATION_STATUSES } from '../stages';
import { PROGRAM_LEVELS } from '../programmes';
import { RIGHTS_REQUEST_KINDS } from './privacy';

/** How many days back the charts by day reach, today included. */
export const DASHBOARD_DAYS = 14;

const n = z.number().int().min(0);

const dayCountSchema = z.object({ day: z.string(), n });

export const dashboardSchema = z.object({
  /** When these figures were counted (they are kept for a few seconds). */
  asOf: z.string(),
  applications: z.object({
    total: n,
    submitted: n,
    feePaid: n,
    byStatus: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), n })),
    byProgramme: z.array(z.object({ level: z.enum(PROGRAM_LEVELS), mode: z.string().nullable(), n })),
    /** Applications naming the branch first, and naming it anywhere. */
    byBranch: z.array(z.object({ branch: z.string(), first: n, any: n })),
    byCategory: z.array(z.object({ category: z.enum(CATEGORY_CODES), n })),
    /** Submitted each day (Asia/Kolkata), oldest first, days with none included. */
    submittedByDay: z.array(dayCountSchema),
  }),
  fees: z.object({
    /** Fees received each day (Asia/Kolkata), oldest first; refunded fees left out. */
    byDay: z.array(z.object({ day: z.string(), paid: n, amount: z.number() })),
    /** Orders still waiting for the gateway's answer: the reconciliation asks about them. */
    pending: n,
    processing: n,
  }),
  /** Open requests about personal data, soonest deadline first. */
  requests: z.object({
    open: n,
    overdue: n,
    soonest: z.array(z.object({ id: z.string(), applicationId: z.string(), kind: z.enum(RIGHTS_REQUEST_KINDS), dueAt: z.string() })),
  }),
  /** Notices sent for publishing that a publisher has not yet published. */
  noticesWaiting: n,
  /** Albums sent for publishing that a publisher has not yet published. */
  albumsWaiting: n,
  /** Document versions a content editor uploaded that a publisher has not yet published. */
  documentsWaiting: n,
  /** Committees the college must have that are not set up, past their term, or due for review. */
  committeesToReview: n,
  /** Documents (prospectus, fee structure and the rest) never published, or not published again for 12 months. */
  documentsToReview: n,
  /** The site's own pages never reviewed, or not reviewed for 12 months. */
  pagesToReview: n,
  /** The season's next dates: intakes opening and closing, the published schedule, round deadlines. */
  nextDates: z.array(z.object({ on: z.string(), what: z.string() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
