import type { Language } from '@college/contracts/languages';
import type { Database } from '../../db/client';
import { applicantLanguageRepository } from './applicant-language.repository';

/** Remembers the language an applicant's mobile is using the site in: their messages follow it. */
export async function rememberLanguage(db: Database, mobile: string, language: Language, now: Date): Promise<void> {
  await applicantLanguageRepository(db).set(mobile, language, now);
}

/** The language to write to a mobile in: the one it last used, English if none is known. */
export async function languageOf(db: Database, mobile: string): Promise<Language> {
  return (await applicantLanguageRepository(db).get(mobile)) ?? 'en';
}

/** The languages of many mobiles at once; English for any never recorded. */
export async function languagesOf(db: Database, mobiles: readonly string[]): Promise<(mobile: string) => Language> {
  const found = await applicantLanguageRepository(db).getMany([...new Set(mobiles)]);
  return (mobile) => found.get(mobile) ?? 'en';
}

/** Forgets a mobile's language, with the last of its applications. */
export async function forgetLanguage(db: Database, mobile: string): Promise<void> {
  await applicantLanguageRepository(db).forget(mobile);
}
