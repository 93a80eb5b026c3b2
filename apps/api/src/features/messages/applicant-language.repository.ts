import { eq } from 'drizzle-orm';
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
    async forget(mobile: string): Promise<void> {
      await db.delete(applicantLanguages).where(eq(applicantLanguages.mobile, mobile));
    },
  };
}
