import { eq, inArray } from 'drizzle-orm';
import type { Language } from '@college/contracts/languages';
import type { Database } from '../../db/client';
import { applicantLanguages } from '../../db/schema/index';

export function applicantLanguageRepository(db: Database) {
  return {
    async set(mobile: string, language: Language, now: Date): Promise<void> {
      await db
        .insert(applicantLanguages)
        .values({ mobile, language, updatedAt: now })
        .onConflictDoUpdate({ target: applicantLanguages.mobile, set: { language, updatedAt: now } });
    },
    async get(mobile: string): Promise<Language | null> {
      const [row] = await db
        .select({ language: applicantLanguages.language })
        .from(applicantLanguages)
        .where(eq(applicantLanguages.mobile, mobile));
      return row?.language ?? null;
    },
    async getMany(mobiles: readonly string[]): Promise<Map<string, Language>> {
      const found = new Map<string, Language>();
      for (let at = 0; at < mobiles.length; at += 1_000) {
        const rows = await db
          .select({ mobile: applicantLanguages.mobile, language: applicantLanguages.language })
          .from(applicantLanguages)
          .where(inArray(applicantLanguages.mobile, mobiles.slice(at, at + 1_000)));
        for (const r of rows) found.set(r.mobile, r.language);
      }
      return found;
    },
    async forget(mobile: string): Promise<void> {
      await db.delete(applicantLanguages).where(eq(applicantLanguages.mobile, mobile));
    },
  };
}
