import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, loadPagesAt } from './app/router';
import { keepServedTitle } from './components/layout/page-title';
import { isOfficePath } from './config/paths';
import { activateLocale } from './i18n/catalogs';
import { basenameOf, localeOfPath, pathInLocale, savedLocale, saveLocale, switchedLanguage } from './i18n/locale';
import './styles/global.css';
import './styles/site.css';
import './styles/forms.css';
import './styles/malayalam.css';
// The wizard's styles load with the page: /admission is prerendered, so they must not arrive late.
import './features/admission/admission.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const locale = localeOfPath(window.location.pathname);
const office = isOfficePath(window.location.pathname);
if (!office && switchedLanguage(document.referrer, new URL(window.location.href))) saveLocale(locale);
const chosen = savedLocale();
// A visitor who chose a language with the switch gets it again, wherever they come in from.
if (chosen && chosen !== locale && !office) {
  window.location.replace(pathInLocale(window.location.pathname, chosen) + window.location.search + window.location.hash);
} else {
  const basename = basenameOf(locale);
  // A prerendered page is hydrated once its language and its page's code have arrived, in one pass.
  // The language comes first: a page's loader adds its messages to the current language's (the
  // page preloads both, so they download side by side all the same).
  void activateLocale(locale).then(() =>
    loadPagesAt(window.location.pathname, basename).then(
      () => start(root, basename),
      // The page's code did not arrive. A prerendered page stays as it was served (its links still
      // work, as plain links); a page that has no HTML of its own renders its way to try again.
      () => {
        if (!root.hasChildNodes()) start(root, basename);
      },
    ),
  );
}

function start(root: HTMLElement, basename: string | undefined) {
  // A tap on a link inside the site starts fetching the next page's code, and shows the loading
  // bar, as the finger lands: the click comes a good part of a tap later, and the router's render
  // after it another tenth of a second on a slow phone.
  document.addEventListener(
    'pointerdown',
    (e) => {
      // The main button only: a right-click opens a menu, not the page.
      const link = e.button === 0 && e.target instanceof Element ? e.target.closest('a') : null;
      if (link?.origin === window.location.origin && !link.target && !link.download && !link.pathname.startsWith('/api/')) {
        loadPagesAt(link.pathname, basename).catch(() => undefined);
      }
    },
    { capture: true, passive: true },
  );
  const app = (
    <StrictMode>
      <AppProvider>
        <BrowserRouter basename={basename}>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>
  );
  if (root.hasChildNodes()) {
    keepServedTitle(window.location.pathname);
    hydrateRoot(root, app);
  } else createRoot(root).render(app);
}
