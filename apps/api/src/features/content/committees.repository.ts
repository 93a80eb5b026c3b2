import { eq } from 'drizzle-orm';
import type { CommitteeKind } from '@college/contracts/entities/committee';
import type { Database } from '../../db/client';
import { committees } from '../../db/schema/index';

export type CommitteeRow = typeof committees.$inferSelect;

export function committeesRepository(db: Database) {
  return {
    all: (): Promise<CommitteeRow[]> => db.select().from(committees),
    async findForUpdate(kind: CommitteeKind): Promise<CommitteeRow | undefined> {
      const [row] = await db.select().from(committees).where(eq(committees.kind, kind)).for('update');
      return row;
    },
    /** Writes the committee; `version` is the one it replaces (0: none yet). Answers nothing when another save came first. */
    async save(row: typeof committees.$inferInsert, replacing: number): Promise<CommitteeRow | undefined> {
      if (replacing === 0) {
        const [made] = await db.insert(committees).values(row).onConflictDoNothing().returning();
        return made;
      }
      const [saved] = await db.update(committees).set(row).where(eq(committees.kind, row.kind)).returning();
      return saved;
    },
  };
}
