import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema/index';

export function sessionRepository(db: Database) {
  return {
    async insert(row: {
      familyId: string;
      subjectType: string;
      subject: string;
      tokenHash: string;
      expiresAt: Date;
      createdAt: Date;
      signedInAt: Date;
    }): Promise<void> {
      await db.insert(sessions).values(row);
    },

    async findByHash(tokenHash: string) {
      const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
      return row;
    },

    /** The token's row, locked: concurrent rotations of one token take turns. */
    async findByHashForUpdate(tokenHash: string) {
      const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1).for('update');
      return row;
    },

    async markRotated(id: string, now: Date): Promise<void> {
      await db.update(sessions).set({ rotatedAt: now }).where(eq(sessions.id, id));
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
    },

    async revokeSubject(subjectType: string, subject: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.subjectType, subjectType), eq(sessions.subject, subject), isNull(sessions.revokedAt)));
    },
    async familyIsLive(familyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)))
        .limit(1);
      return row !== undefined;
    },
  };
}
