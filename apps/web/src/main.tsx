import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import './styles/global.css';
import './styles/site.css';
import './styles/forms.css';
// The wizard's styles load with the page: /admission is prerendered, so they must not arrive late.
import './features/admission/admission.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const router = createRouter();
const app = (
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);

// Hydrating in a transition lets React yield to the browser every few milliseconds instead of
// holding the main thread for the whole page, so a tap during start-up is answered at once.
const hydrate = () => startTransition(() => void hydrateRoot(root, app));

// Prerendered pages are hydrated once any lazily loaded route they show has arrived.
if (root.hasChildNodes()) {
  if (router.state.initialized) hydrate();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      hydrate();
    });
  }
} else {
  createRoot(root).render(app);
}
