import { i18n } from '@lingui/core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, loadPagesAt } from './app/router';
import { notFoundMeta, publicPages } from './config/seo';
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

/** The HTML of a route as the browser's first render would produce it. */
/** @public */
export async function render(url: string): Promise<string> {
  const locale = localeOfPath(new URL(url, 'http://localhost').pathname);
  activate(locale);
  const basename = basenameOf(locale);
  const location = new URL(url, 'http://localhost');
  await loadPagesAt(location.pathname, basename);
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
