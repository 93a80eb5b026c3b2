import { i18n } from '@lingui/core';
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, pathInLocale, saveLocale, type Locale } from '../../i18n/locale';

/**
 * The same page in the other language. A plain link: the other language's page is its own
 * prerendered document. The choice is remembered for the next visit.
 */
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const other: Locale = i18n.locale === 'ml' ? 'en' : 'ml';
  // The router's pathname has no /ml: it is the English page's path.
  const href = `${pathInLocale(pathname, other)}${search}`;
  return (
    <a className="language-switch" href={href} hrefLang={other} lang={other} onClick={() => saveLocale(other)}>
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
