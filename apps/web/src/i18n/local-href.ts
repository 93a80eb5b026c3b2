import { i18n } from '@lingui/core';
import { pathInLocale, type Locale } from './locale';

/** A site path in the page's language, for plain links (a new tab) outside the router. */
export const localHref = (path: string) => pathInLocale(path, i18n.locale as Locale);
