import { eq, sql } from 'drizzle-orm';
import type { IntakeKey } from '@college/contracts/entities/intakes';
import type { SeasonDates } from '@college/contracts/entities/admission-settings';
import type { Database } from '../../db/client';
import { admissionSettings, intakeWindows } from '../../db/schema';

export function admissionSettingsRepository(db: Database) {
  return {
    async windows() {
      return db.select({ key: intakeWindows.key, opensOn: intakeWindows.opensOn, closesOn: intakeWindows.closesOn }).from(intakeWindows);
    },
    async feeRupees(): Promise<number | null> {
      const [row] = await db.select({ fee: admissionSettings.feeRupees }).from(admissionSettings).where(eq(admissionSettings.id, 1));
      return row?.fee ?? null;
    },
    async saveWindow(key: IntakeKey, w: { opensOn: string | null; closesOn: string | null }, now: Date) {
      await db
        .insert(intakeWindows)
        .values({ key, ...w, updatedAt: now })
        .onConflictDoUpdate({ target: intakeWindows.key, set: { ...w, updatedAt: now } });
    },
    async seasonDates(): Promise<Partial<SeasonDates>> {
      const [row] = await db.select({ dates: admissionSettings.seasonDates }).from(admissionSettings).where(eq(admissionSettings.id, 1));
      return row?.dates ?? {};
    },
    async saveSeasonDates(dates: SeasonDates, now: Date) {
      await db
        .insert(admissionSettings)
        .values({ id: 1, seasonDates: dates, updatedAt: now })
        .onConflictDoUpdate({ target: admissionSettings.id, set: { seasonDates: dates, updatedAt: sql`excluded.updated_at` } });
    },
    async saveFee(feeRupees: number, now: Date) {
      await db
        .insert(admissionSettings)
        .values({ id: 1, feeRupees, updatedAt: now })
        .onConflictDoUpdate({ target: admissionSettings.id, set: { feeRupees, updatedAt: sql`excluded.updated_at` } });
    },
  };
}
