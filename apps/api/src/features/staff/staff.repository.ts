import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffUsers } from '../../db/schema/index';

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
    async insert(row: { email: string; passwordHash: string; role: string }): Promise<StaffRow> {
      const [created] = await db.insert(staffUsers).values(row).returning();
      if (!created) throw new Error('staff user not created');
      return created;
    },
    async update(id: string, patch: Partial<typeof staffUsers.$inferInsert>): Promise<void> {
      await db.update(staffUsers).set(patch).where(eq(staffUsers.id, id));
    },
  };
}
