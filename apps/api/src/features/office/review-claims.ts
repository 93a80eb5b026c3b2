import type { z } from '@college/contracts/zod';
import { CLAIM_MINUTES, type claimBatchSchema, type claimSchema } from '@college/contracts/entities/office';
import { displayTime, todayInKolkata } from '@college/contracts/rules/day';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import {
  applicationForOffice,
  assignClaimTo,
  claimFor,
  liveClaims,
  claimableIds,
  releaseClaimsOf,
  type QueueSearch,
  type ReviewClaim,
} from '../applications/applications.api';
import { record, type Actor } from '../audit/audit.api';
import { staffByIds, staffIdByEmail } from '../staff/staff.api';

// The office's claims: a clerk takes the next applications of their view that await a decision
// and nobody holds; others see who holds each; a decision on an application another member holds
// is refused; an admin gives one to someone else or frees it.

type Claim = z.output<typeof claimSchema>;

/** How many times a batch is looked for again when other clerks took some of it first. */
const MOST_ATTEMPTS = 3;

export function reviewClaims(deps: {
  db: Database;
  clock: Clock;
  searchFor: (actor: Actor, q?: string) => Promise<QueueSearch | undefined>;
}) {
  const { db, clock } = deps;

  /** The live claims on these applications, as the reader sees them. */
  async function claimsOf(actor: Actor, ids: readonly string[]): Promise<Map<string, NonNullable<Claim>>> {
    const live = await liveClaims(db, ids, clock.now());
    const people = await staffByIds(
      db,
      [...live.values()].map((c) => c.staffId),
    );
    const shown = (c: ReviewClaim) => {
      const who = people.get(c.staffId);
      return { by: who ? who.name || who.email : 'a removed account', mine: c.staffId === actor.staffId, until: c.expiresAt.toISOString() };
    };
    return new Map([...live].map(([id, c]) => [id, shown(c)]));
  }

  return {
    claimsOf,

    /** Refuses a decision or a correction on an application another member holds. */
    async assertFree(tx: Database, actor: Actor, id: string): Promise<void> {
      const held = (await liveClaims(tx, [id], clock.now())).get(id);
      if (!held || held.staffId === actor.staffId) return;
      const who = (await staffByIds(tx, [held.staffId])).get(held.staffId);
      const until = displayTime(held.expiresAt);
      throw conflict(
        `${who ? who.name || who.email : 'Another member'} is reviewing this application until ${until}. An administrator can give it to you.`,
      );
    },

    /** Claims up to `count` applications of the view, in its order: those awaiting a decision that nobody holds. */
    async claim(actor: Actor, body: z.output<typeof claimBatchSchema>) {
      const { count, q, sort, order, ...filters } = body;
      const search = await deps.searchFor(actor, q);
      const now = clock.now();
      const today = todayInKolkata(now);
      // Another clerk may claim some of these between the read and the claim (the database keeps
      // one claim per application); what they took is read past on the next try.
      const claimed: string[] = [];
      for (let attempt = 0; attempt < MOST_ATTEMPTS && claimed.length < count; attempt++) {
        const free = await claimableIds(db, { ...filters, search }, today, { sort, order }, { staffId: actor.staffId, now, count });
        const fresh = free.filter((id) => !claimed.includes(id)).slice(0, count - claimed.length);
        if (fresh.length === 0) break;
        claimed.push(...(await claimFor(db, fresh, actor.staffId, now)));
      }
      await record(db, actor, 'change', 'review_claims', 'batch', { applicationIds: claimed });
      return { claimed, until: new Date(now.getTime() + CLAIM_MINUTES * 60_000).toISOString() };
    },

    async release(actor: Actor) {
      const released = await releaseClaimsOf(db, actor.staffId);
      await record(db, actor, 'change', 'review_claims', 'release', { released });
      return { released };
    },

    /** An admin gives the application to a member (by email), or frees it with an empty email. */
    async assign(actor: Actor, id: string, email: string) {
      if (!(await applicationForOffice(db, id))) throw notFound('Application not found');
      const staffId = email ? await staffIdByEmail(db, email) : null;
      if (email && !staffId) {
        throw conflict('No member of staff signs in with this email');
      }
      await assignClaimTo(db, id, staffId, clock.now());
      await record(db, actor, 'change', 'review_claims', id, { to: email || null });
      return { claim: (await claimsOf(actor, [id])).get(id) ?? null };
    },
  };
}
