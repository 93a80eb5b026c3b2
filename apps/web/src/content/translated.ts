import { i18n } from '@lingui/core';

/** A typed text the college wrote in English, and its Malayalam fetched only for a Malayalam page. */
export type Translated<T> = {
  /** Fetches the Malayalam, once, when the page is (or is about to be) in Malayalam; a page's loader waits for it. */
  load: (locale?: string) => Promise<void>;
  /** The text in the page's language. */
  readonly text: T;
};

/**
 * The college's typed texts (home, programmes, departments, contacts) are written in English beside
 * the code that shows them; their Malayalam lives in content/ml/, one module per English one, typed
 * so that a missing or misshapen translation fails the build (translations.test.ts checks that every
 * list has as many entries). Each is its own chunk: an English page carries none of it. The module
 * answers `translate`, which lays the Malayalam over the English, so what is not text (links,
 * icons, intakes) is kept once, in the English.
 */
export function translated<T>(english: T, malayalam: () => Promise<{ translate: (english: T) => T }>): Translated<T> {
  let loaded: T | undefined;
  let pending: Promise<void> | undefined;
  return {
    load: (locale = i18n.locale) => {
      if (locale !== 'ml') return Promise.resolve();
      return (pending ??= malayalam().then((m) => {
        loaded = m.translate(english);
      }));
    },
    get text() {
      return i18n.locale === 'ml' && loaded ? loaded : english;
    },
  };
}
