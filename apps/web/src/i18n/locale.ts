// The site's two languages and how a page's address carries its language: English at the root,
// Malayalam under /ml. The office stays English.

export type Locale = 'en' | 'ml';

export const LOCALES: readonly Locale[] = ['en', 'ml'];

const ML_PREFIX = '/ml';

/** What the language switch shows for each language, in that language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ml: 'മലയാളം' };

/** The router's base for a language: Malayalam pages live under /ml. */
export const basenameOf = (locale: Locale): string | undefined => (locale === 'ml' ? ML_PREFIX : undefined);

export function localeOfPath(pathname: string): Locale {
  return pathname === ML_PREFIX || pathname.startsWith(`${ML_PREFIX}/`) ? 'ml' : 'en';
}

/** The same page in another language: "/about" <-> "/ml/about", "/" <-> "/ml". */
export function pathInLocale(pathname: string, locale: Locale): string {
  const bare = localeOfPath(pathname) === 'ml' ? pathname.slice(ML_PREFIX.length) || '/' : pathname;
  if (locale === 'en') return bare;
  return bare === '/' ? ML_PREFIX : `${ML_PREFIX}${bare}`;
}

const SAVED_KEY = 'language';

/** The language the visitor chose with the switch, if any (storage may be refused). */
export function savedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(SAVED_KEY);
    return value === 'en' || value === 'ml' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Whether this page was opened from the same site in the other language. Every link inside a
 * language stays in it, so that is the language switch, followed before the app had taken the page
 * over (a prerendered page's links work before its scripts run, its click handler does not): the
 * choice it could not save is read from the address the visitor came from instead.
 */
export function switchedLanguage(referrer: string, here: URL): boolean {
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return false;
  }
  return from.origin === here.origin && localeOfPath(from.pathname) !== localeOfPath(here.pathname);
}

export function saveLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(SAVED_KEY, locale);
  } catch {
    // Private browsing may refuse storage: the switch still works for this visit.
  }
}
