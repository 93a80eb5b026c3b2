import { i18n } from '@lingui/core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, loadPagesAt } from './app/router';
import { notFoundMeta, publicPages } from './config/seo';
import { aboutText } from './content/about';
import { siteText } from './content/college';
import { contactsText } from './content/contacts';
import { departmentsText } from './content/departments';
import { homeText } from './content/home';
import { programmesText } from './content/programmes';
import { basenameOf, localeOfPath, type Locale } from './i18n/locale';
import { messages as en } from './locales/en.po';
import { messages as ml } from './locales/ml.po';
import { messages as applicationEn } from './locales/application/en.po';
import { messages as applicationMl } from './locales/application/ml.po';

// Read by scripts/prerender.mjs from the server build.
/** The prerendered pages with their titles in `locale`. */
/** @public */
export function pagesIn(locale: Locale) {
  activate(locale);
  return { pages: publicPages(), notFound: notFoundMeta() };
}
/** @public */
export { college } from './content/college';
/** @public */
export { routePatterns } from './config/paths';
/** @public */
export { LOCALES, pathInLocale } from './i18n/locale';

const activate = (locale: Locale) =>
  i18n.loadAndActivate({ locale, messages: locale === 'ml' ? { ...ml, ...applicationMl } : { ...en, ...applicationEn } });

/** Every typed text with a translation (content/translated.ts). */
const EVERY_TEXT = [siteText, homeText, aboutText, contactsText, programmesText, departmentsText];

/** The HTML of a route as the browser's first render would produce it. */
/** @public */
export async function render(url: string): Promise<string> {
  const locale = localeOfPath(new URL(url, 'http://localhost').pathname);
  activate(locale);
  const basename = basenameOf(locale);
  const location = new URL(url, 'http://localhost');
  await loadPagesAt(location.pathname, basename);
  // Both languages render in this one process, and a page's loader runs once here, in whichever
  // language came first: every translated text is fetched for each page's language.
  await Promise.all(EVERY_TEXT.map((text) => text.load(locale)));
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouter basename={basename} location={location.pathname + location.search}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
}
