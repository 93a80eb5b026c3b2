import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { IntakeKey } from '@college/contracts/entities/intakes';
import type { Database } from '../../db/client';
import {
  admissionDocuments,
  admissionFeeStructures,
  admissionNumbering,
  admissionSequences,
  admissions,
  seatCounts,
} from '../../db/schema/index';

export type AdmissionRow = typeof admissions.$inferSelect;
export type DocumentRow = typeof admissionDocuments.$inferSelect;
type SeatKey = { intake: IntakeKey; block: string; branch: string; category: string };

const seatIs = (k: SeatKey) =>
  and(eq(seatCounts.intake, k.intake), eq(seatCounts.block, k.block), eq(seatCounts.branch, k.branch), eq(seatCounts.category, k.category));

export function joiningRepository(db: Database) {
  return {
    async admissionOf(applicationId: string): Promise<AdmissionRow | undefined> {
      const [row] = await db.select().from(admissions).where(eq(admissions.applicationId, applicationId));
      return row;
    },
    async admissionsOf(intake: IntakeKey): Promise<AdmissionRow[]> {
      return db.select().from(admissions).where(eq(admissions.intake, intake)).orderBy(asc(admissions.admissionNumber));
    },
    /** Applications whose admission was cancelled: their seats go back to the next round. */
    async cancelledIn(intake: IntakeKey): Promise<string[]> {
      const rows = await db
        .select({ id: admissions.applicationId })
        .from(admissions)
        .where(and(eq(admissions.intake, intake), eq(admissions.status, 'cancelled')));
      return rows.map((r) => r.id);
    },
    /** Applications admitted at the desk: they have left the allotment. */
    async admittedIn(intake: IntakeKey): Promise<string[]> {
      const rows = await db
        .select({ id: admissions.applicationId })
        .from(admissions)
        .where(and(eq(admissions.intake, intake), eq(admissions.status, 'admitted')));
      return rows.map((r) => r.id);
    },
    async format(): Promise<string | undefined> {
      const [row] = await db.select({ format: admissionNumbering.format }).from(admissionNumbering).where(eq(admissionNumbering.id, 1));
      return row?.format;
    },
    async setFormat(format: string, now: Date) {
      await db
        .insert(admissionNumbering)
        .values({ id: 1, format, updatedAt: now })
        .onConflictDoUpdate({ target: admissionNumbering.id, set: { format, updatedAt: now } });
    },
    /** The year's next running number, taken under the row's lock. */
    async nextNumber(year: number): Promise<number> {
      const [row] = await db
        .insert(admissionSequences)
        .values({ year, last: 1 })
        .onConflictDoUpdate({ target: admissionSequences.year, set: { last: sql`${admissionSequences.last} + 1` } })
        .returning({ last: admissionSequences.last });
      if (!row) throw new Error('admission sequence returned nothing');
      return row.last;
    },
    /**
     * One seat of the category taken: the row is made with its capacity the first time, then
     * counted; past the capacity the database's check refuses it (false).
     */
    async takeSeat(key: SeatKey, capacity: number): Promise<boolean> {
      await this.countSeats(key, capacity);
      const taken = await db
        .update(seatCounts)
        .set({ filled: sql`${seatCounts.filled} + 1` })
        .where(and(seatIs(key), sql`${seatCounts.filled} < ${seatCounts.capacity}`))
        .returning({ filled: seatCounts.filled });
      return taken.length > 0;
    },
    /** The category's row, made with its capacity the first time it is joined on. */
    async countSeats(key: SeatKey, capacity: number) {
      await db
        .insert(seatCounts)
        .values({ ...key, capacity, filled: 0 })
        .onConflictDoNothing();
    },
    async freeSeat(key: SeatKey) {
      await db
        .update(seatCounts)
        .set({ filled: sql`${seatCounts.filled} - 1` })
        .where(seatIs(key));
    },
    async seatsOf(intake: IntakeKey) {
      return db
        .select()
        .from(seatCounts)
        .where(eq(seatCounts.intake, intake))
        .orderBy(asc(seatCounts.branch), asc(seatCounts.block), asc(seatCounts.category));
    },
    async insertAdmission(row: typeof admissions.$inferInsert): Promise<AdmissionRow> {
      const [created] = await db.insert(admissions).values(row).returning();
      if (!created) throw new Error('admission insert returned nothing');
      return created;
    },
    async cancel(applicationId: string, staffId: string, reason: string, now: Date) {
      await db
        .update(admissions)
        .set({ status: 'cancelled', cancelledAt: now, cancelledBy: staffId, cancelReason: reason })
        .where(eq(admissions.applicationId, applicationId));
    },
    /** The admission fee structure in force: the newest the admin saved. */
    async feeStructure() {
      const [row] = await db.select().from(admissionFeeStructures).orderBy(desc(admissionFeeStructures.version)).limit(1);
      return row;
    },
    async saveFeeStructure(row: typeof admissionFeeStructures.$inferInsert) {
      const [saved] = await db.insert(admissionFeeStructures).values(row).returning();
      if (!saved) throw new Error('fee structure insert returned nothing');
      return saved;
    },
    async documentsOf(applicationIds: readonly string[]): Promise<DocumentRow[]> {
      if (applicationIds.length === 0) return [];
      return db
        .select()
        .from(admissionDocuments)
        .where(inArray(admissionDocuments.applicationId, [...applicationIds]));
    },
    async markDocument(row: typeof admissionDocuments.$inferInsert) {
      await db
        .insert(admissionDocuments)
        .values(row)
        .onConflictDoUpdate({
          target: [admissionDocuments.applicationId, admissionDocuments.code],
          set: { status: row.status, reason: row.reason, staffId: row.staffId, at: row.at },
        });
    },
  };
}
