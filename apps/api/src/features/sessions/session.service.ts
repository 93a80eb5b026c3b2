import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { SESSION_COOKIE_MAX_AGE_SECONDS } from '@college/contracts/constants';
import type { Database } from '../../db/client';
import { addSeconds, type Clock } from '../../lib/clock';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { sessionRepository } from './session.repository';

export type Audience = 'applicant' | 'staff';
export type Principal = { audience: Audience; subject: string; familyId: string };
export type TokenPair = { accessToken: string; refreshToken: string };

const ACCESS_TTL_SECONDS = 15 * 60;
const ISSUER = 'college-portal';
const ALGORITHM = 'HS256';

export function sessionService(deps: { db: Database; clock: Clock; secret: string }) {
  const repo = sessionRepository(deps.db);

  function accessToken(audience: Audience, subject: string, familyId: string): string {
    const iat = Math.floor(deps.clock.now().getTime() / 1000);
    return jwt.sign({ typ: 'access', fam: familyId, iat, exp: iat + ACCESS_TTL_SECONDS }, deps.secret, {
      algorithm: ALGORITHM,
      audience,
      subject,
      issuer: ISSUER,
    });
  }

  async function newRefreshToken(familyId: string, audience: Audience, subject: string): Promise<string> {
    const token = randomToken(32);
    const now = deps.clock.now();
    await repo.insert({
      familyId,
      subjectType: audience,
      subject,
      tokenHash: sha256Hex(token),
      expiresAt: addSeconds(now, SESSION_COOKIE_MAX_AGE_SECONDS),
      createdAt: now,
    });
    return token;
  }

  return {
    /** Starts a session: a short-lived access JWT and a refresh token of a new family. */
    async start(audience: Audience, subject: string): Promise<TokenPair> {
      const familyId = randomUUID();
      return {
        accessToken: accessToken(audience, subject, familyId),
        refreshToken: await newRefreshToken(familyId, audience, subject),
      };
    },

    /**
     * Rotates a refresh token. A token presented again after rotation means it was copied: the
     * whole family is revoked and both holders must sign in again.
     */
    async rotate(refreshToken: string): Promise<(TokenPair & { principal: Principal }) | null> {
      const row = await repo.findByHash(sha256Hex(refreshToken));
      const now = deps.clock.now();
      if (!row || row.revokedAt) return null;
      if (row.rotatedAt || !(await repo.markRotated(row.id, now))) {
        await repo.revokeFamily(row.familyId, now);
        return null;
      }
      if (row.expiresAt <= now) return null;
      const audience = row.subjectType as Audience;
      return {
        principal: { audience, subject: row.subject, familyId: row.familyId },
        accessToken: accessToken(audience, row.subject, row.familyId),
        refreshToken: await newRefreshToken(row.familyId, audience, row.subject),
      };
    },

    async revoke(refreshToken: string): Promise<void> {
      const row = await repo.findByHash(sha256Hex(refreshToken));
      if (row) await repo.revokeFamily(row.familyId, deps.clock.now());
    },

    /** The caller behind an access token of the given audience, or null. */
    async authenticate(token: string, audience: Audience): Promise<Principal | null> {
      let payload: jwt.JwtPayload | string;
      try {
        payload = jwt.verify(token, deps.secret, {
          algorithms: [ALGORITHM],
          audience,
          issuer: ISSUER,
          clockTimestamp: Math.floor(deps.clock.now().getTime() / 1000),
        });
      } catch {
        return null;
      }
      if (typeof payload === 'string' || payload.typ !== 'access') return null;
      if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string') return null;
      // Logging out revokes the family; its access tokens stop working at once.
      if (!(await repo.familyIsLive(payload.fam))) return null;
      return { audience, subject: payload.sub, familyId: payload.fam };
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
