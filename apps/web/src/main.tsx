import { StrictMode } from 'react';
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
