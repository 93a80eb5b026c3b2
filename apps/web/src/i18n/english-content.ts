import { i18n } from '@lingui/core';

/** The `lang` of content the college gave only in English: marked on pages in another language. */
export const englishContent = () => (i18n.locale === 'en' ? undefined : 'en');
