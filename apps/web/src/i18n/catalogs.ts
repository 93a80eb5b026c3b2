import { i18n } from '@lingui/core';
import { siteText } from '../content/college';
import type { Locale } from './locale';

/**
 * Loads a language's messages (each its own chunk, preloaded by the page), and the college's words
 * every page shows in it (the footer, the menu), and makes it current.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const [{ messages }] = await Promise.all([
    locale === 'ml' ? import('../locales/ml.po') : import('../locales/en.po'),
    siteText.load(locale),
  ]);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

/**
 * Adds the application's messages (the wizard, the application's details, the contracts' messages)
 * to the current language's. The routes that show them wait for this before they render.
 */
export async function loadApplicationMessages(): Promise<void> {
  const { messages } = i18n.locale === 'ml' ? await import('../locales/application/ml.po') : await import('../locales/application/en.po');
  i18n.load(i18n.locale, messages);
}

/** Adds the words of the steps after verification and of the pictures, with their code. */
export async function loadStepsMessages(): Promise<void> {
  const { messages } = i18n.locale === 'ml' ? await import('../locales/steps/ml.po') : await import('../locales/steps/en.po');
  i18n.load(i18n.locale, messages);
}

/** Adds the words of the notices pages, with their code. */
export async function loadNoticesMessages(): Promise<void> {
  const { messages } = i18n.locale === 'ml' ? await import('../locales/notices/ml.po') : await import('../locales/notices/en.po');
  i18n.load(i18n.locale, messages);
}

/** Adds the words of the question-paper archive, with its code. */
export async function loadArchiveMessages(): Promise<void> {
  const { messages } = i18n.locale === 'ml' ? await import('../locales/archive/ml.po') : await import('../locales/archive/en.po');
  i18n.load(i18n.locale, messages);
}
