import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { isOfficePath } from './config/paths';
import { activateLocale } from './i18n/catalogs';
import { localeOfPath, pathInLocale, savedLocale } from './i18n/locale';
import './styles/global.css';
import './styles/site.css';
import './styles/forms.css';
import './styles/malayalam.css';
// The wizard's styles load with the page: /admission is prerendered, so they must not arrive late.
import './features/admission/admission.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const locale = localeOfPath(window.location.pathname);
const chosen = savedLocale();
// A visitor who chose a language with the switch gets it again, wherever they come in from.
if (chosen && chosen !== locale && !isOfficePath(window.location.pathname)) {
  window.location.replace(pathInLocale(window.location.pathname, chosen) + window.location.search + window.location.hash);
} else {
  void activateLocale(locale).then(() => start(root));
}

function start(root: HTMLElement) {
  const router = createRouter(locale);
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );

  // Prerendered pages are hydrated once any lazily loaded route they show has arrived.
  if (root.hasChildNodes()) {
    if (router.state.initialized) hydrateRoot(root, app);
    else {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        hydrateRoot(root, app);
      });
    }
  } else {
    createRoot(root).render(app);
  }
}
