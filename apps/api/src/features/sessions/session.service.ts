import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { SESSION_COOKIE_MAX_AGE_SECONDS, SESSION_LIFETIME_SECONDS } from '@college/contracts/constants';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { addSeconds, type Clock } from '../../lib/clock';
import { hmacKey, hmacSha256Base64url, randomToken, sha256Hex } from '../../lib/crypto';
import { sessionRepository } from './session.repository';

export type Audience = 'applicant' | 'staff';
export type Principal = { audience: Audience; subject: string; familyId: string };
export type TokenPair = { accessToken: string; refreshToken: string };

const ACCESS_TTL_SECONDS = 15 * 60;
const ISSUER = 'college-portal';
const ALGORITHM = 'HS256';
/** How long after a rotation the old refresh token still yields the same successor (tabs racing). */
export const ROTATION_GRACE_SECONDS = 10;

export function sessionService(deps: { db: Database; clock: Clock; secret: string }) {
  const repo = sessionRepository(deps.db);
  const signingKey = hmacKey(deps.secret);

  /** When a session signed in at `signedInAt` must end, however often it was refreshed. */
  const endOf = (audience: Audience, signedInAt: Date) => addSeconds(signedInAt, SESSION_LIFETIME_SECONDS[audience]);

  /** Fifteen minutes long, and never past the session's end. */
  function accessToken(audience: Audience, subject: string, familyId: string, signedInAt: Date): string {
    const iat = Math.floor(deps.clock.now().getTime() / 1000);
    const exp = Math.min(iat + ACCESS_TTL_SECONDS, Math.floor(endOf(audience, signedInAt).getTime() / 1000));
    return jwt.sign({ typ: 'access', fam: familyId, iat, exp }, signingKey, {
      algorithm: ALGORITHM,
      audience,
      subject,
      issuer: ISSUER,
    });
  }

  /** The token's subject and family. For logout (no audience) an expired token still counts. */
  function verifyAccess(token: string, audience?: Audience): { sub: string; fam: string } | null {
    let payload: jwt.JwtPayload | string;
    try {
      payload = jwt.verify(token, signingKey, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        ...(audience ? { audience } : { ignoreExpiration: true }),
        clockTimestamp: Math.floor(deps.clock.now().getTime() / 1000),
      });
    } catch {
      return null;
    }
    if (typeof payload === 'string' || payload.typ !== 'access') return null;
    if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string') return null;
    return { sub: payload.sub, fam: payload.fam };
  }

  async function storeRefreshToken(
    db: Database,
    token: string,
    session: { familyId: string; audience: Audience; subject: string; signedInAt: Date },
  ): Promise<void> {
    const now = deps.clock.now();
    const idle = addSeconds(now, SESSION_COOKIE_MAX_AGE_SECONDS);
    const end = endOf(session.audience, session.signedInAt);
    await sessionRepository(db).insert({
      familyId: session.familyId,
      subjectType: session.audience,
      subject: session.subject,
      tokenHash: sha256Hex(token),
      expiresAt: idle < end ? idle : end,
      createdAt: now,
      signedInAt: session.signedInAt,
    });
  }

  // The token that replaces a rotated one is derived from it, so a second tab that presents the
  // same token a moment later can be handed the very same successor instead of a new one.
  const successorOf = (token: string) => hmacSha256Base64url(deps.secret, `refresh-successor:${token}`);

  return {
    /**
     * Starts a session at sign-in: a short-lived access JWT and a refresh token of a new family. The
     * family ends SESSION_LIFETIME_SECONDS after this (12 hours for staff, 24 for applicants).
     */
    async start(audience: Audience, subject: string): Promise<TokenPair> {
      const familyId = randomUUID();
      const refreshToken = randomToken(32);
      const signedInAt = deps.clock.now();
      await storeRefreshToken(deps.db, refreshToken, { familyId, audience, subject, signedInAt });
      return { accessToken: accessToken(audience, subject, familyId, signedInAt), refreshToken };
    },

    /**
     * Rotates a refresh token. Presented again within a few seconds of its rotation (two tabs
     * refreshing at once), it yields the same successor. Presented again later, it was copied: the
     * whole family is revoked and both holders must sign in again. With `only`, a token of the other
     * audience is neither rotated nor revoked. Past the family's end (its row's expiry never runs
     * beyond it), it is refused like any lapsed token.
     */
    async rotate(refreshToken: string, only?: Audience): Promise<(TokenPair & { principal: Principal }) | null> {
      const now = deps.clock.now();
      return inTransaction(deps.db, async (tx) => {
        const txRepo = sessionRepository(tx);
        const row = await txRepo.findByHashForUpdate(sha256Hex(refreshToken));
        if (!row || row.revokedAt || row.expiresAt <= now) return null;
        const audience = row.subjectType as Audience;
        // Asked for one kind of session only: another kind is left untouched.
        if (only && audience !== only) return null;
        const successor = successorOf(refreshToken);
        if (row.rotatedAt) {
          const withinGrace = now.getTime() - row.rotatedAt.getTime() <= ROTATION_GRACE_SECONDS * 1000;
          if (!withinGrace) {
            await txRepo.revokeFamily(row.familyId, now);
            return null;
          }
        } else {
          await txRepo.markRotated(row.id, now);
          await storeRefreshToken(tx, successor, { familyId: row.familyId, audience, subject: row.subject, signedInAt: row.signedInAt });
        }
        return {
          principal: { audience, subject: row.subject, familyId: row.familyId },
          accessToken: accessToken(audience, row.subject, row.familyId, row.signedInAt),
          refreshToken: successor,
        };
      });
    },

    /** Ends the session behind either token: its whole family is revoked. */
    async revokeFamily(familyId: string): Promise<void> {
      await repo.revokeFamily(familyId, deps.clock.now());
    },

    /** Ends every session of a subject (a member disabled, or their password replaced). */
    async revokeSubject(audience: Audience, subject: string): Promise<void> {
      await repo.revokeSubject(audience, subject, deps.clock.now());
    },
    async revoke(refreshToken: string): Promise<void> {
      const row = await repo.findByHash(sha256Hex(refreshToken));
      if (row) await repo.revokeFamily(row.familyId, deps.clock.now());
    },

    /** The session family an access token belongs to, whatever its audience, if it is valid. */
    familyOfAccessToken(token: string): string | null {
      const payload = verifyAccess(token);
      return payload ? payload.fam : null;
    },

    /** The caller behind an access token of the given audience, or null. */
    async authenticate(token: string, audience: Audience): Promise<Principal | null> {
      const payload = verifyAccess(token, audience);
      if (!payload) return null;
      // Logging out revokes the family; its access tokens stop working at once.
      if (!(await repo.familyIsLive(payload.fam))) return null;
      return { audience, subject: payload.sub, familyId: payload.fam };
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
