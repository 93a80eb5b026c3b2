import { CLAIM_MINUTES, DECISION_MOVES } from '@college/contracts/entities/office';
import type { ApplicationStatus } from '@college/contracts/stages';
import type { Database } from '../../db/client';
import { reviewClaimsRepository, type ReviewClaim } from './review-claims.repository';

// Clerks' claims on applications under review: a batch claimed from a queue's view, held for
// CLAIM_MINUTES, so two clerks working the same queue never review the same application.

export type { ReviewClaim };

const claimUntil = (now: Date) => new Date(now.getTime() + CLAIM_MINUTES * 60_000);

/** The statuses the office may still decide on (only applications with one are claimed). */
export const AWAITING_DECISION = (Object.keys(DECISION_MOVES) as ApplicationStatus[]).filter((s) => (DECISION_MOVES[s]?.length ?? 0) > 0);

export const claimFor = (db: Database, ids: readonly string[], staffId: string, now: Date) =>
  reviewClaimsRepository(db).claim(ids, staffId, now, claimUntil(now));

export const liveClaims = (db: Database, ids: readonly string[], now: Date) => reviewClaimsRepository(db).live(ids, now);

export const releaseClaimsOf = (db: Database, staffId: string) => reviewClaimsRepository(db).releaseAll(staffId);

export const assignClaimTo = (db: Database, applicationId: string, staffId: string | null, now: Date) =>
  reviewClaimsRepository(db).assign(applicationId, staffId, claimUntil(now));
