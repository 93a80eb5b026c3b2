import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '@college/contracts/roles';
import type { Database } from '../../db/client';
import { staffPasswordTokens, staffRecoveryCodes, staffUsers } from '../../db/schema/index';

export type StaffRow = typeof staffUsers.$inferSelect;

export function staffRepository(db: Database) {
  return {
    async byEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
      return row;
    },
    async byId(id: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
      return row;
    },
    async byIds(ids: string[]): Promise<StaffRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(staffUsers).where(inArray(staffUsers.id, ids));
    },
    async forUpdate(id: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1).for('update');
      return row;
    },
    async all(): Promise<StaffRow[]> {
      return db.select().from(staffUsers).orderBy(asc(staffUsers.email));
    },
    /** Enabled members holding a role, for the rule that the office keeps an admin. */
    async countActiveWithRole(role: StaffRole): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(staffUsers)
        .where(and(isNull(staffUsers.disabledAt), sql`${role} = any(${staffUsers.roles})`));
      return row?.n ?? 0;
    },
    async insert(row: {
      email: string;
      name: string;
      passwordHash: string | null;
      roles: StaffRole[];
      now: Date;
      totpEnrolUntil?: Date;
    }): Promise<StaffRow> {
      const [created] = await db
        .insert(staffUsers)
        .values({
          email: row.email,
          name: row.name,
          passwordHash: row.passwordHash,
          roles: row.roles,
          totpEnrolUntil: row.totpEnrolUntil ?? null,
          createdAt: row.now,
          updatedAt: row.now,
        })
        .returning();
      if (!created) throw new Error('staff user not created');
      return created;
    },
    async update(id: string, patch: Partial<typeof staffUsers.$inferInsert>): Promise<StaffRow> {
      const [row] = await db.update(staffUsers).set(patch).where(eq(staffUsers.id, id)).returning();
      if (!row) throw new Error('staff user not found');
      return row;
    },
    async insertPasswordToken(row: { staffId: string; tokenHash: string; expiresAt: Date; now: Date }): Promise<void> {
      // A new link replaces any earlier one still unused.
      await db
        .update(staffPasswordTokens)
        .set({ usedAt: row.now })
        .where(and(eq(staffPasswordTokens.staffId, row.staffId), isNull(staffPasswordTokens.usedAt)));
      await db
        .insert(staffPasswordTokens)
        .values({ staffId: row.staffId, tokenHash: row.tokenHash, expiresAt: row.expiresAt, createdAt: row.now });
    },
    async livePasswordToken(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(staffPasswordTokens)
        .where(
          and(eq(staffPasswordTokens.tokenHash, tokenHash), isNull(staffPasswordTokens.usedAt), gt(staffPasswordTokens.expiresAt, now)),
        )
        .limit(1)
        .for('update');
      return row;
    },
    async usePasswordToken(id: string, now: Date): Promise<void> {
      await db.update(staffPasswordTokens).set({ usedAt: now }).where(eq(staffPasswordTokens.id, id));
    },
    async replaceRecoveryCodes(staffId: string, hashes: string[]): Promise<void> {
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
      if (hashes.length > 0) await db.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
    },
    /** Marks a recovery code used; true when it was there and unused. */
    async useRecoveryCode(staffId: string, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, codeHash), isNull(staffRecoveryCodes.usedAt)))
        .returning({ id: staffRecoveryCodes.id });
      return rows.length > 0;
    },
  };
}
