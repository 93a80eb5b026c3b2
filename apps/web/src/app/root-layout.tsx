import { t } from '@lingui/core/macro';
import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { useHydrated } from '../lib/use-hydrated';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';

/**
 * A page loaded by its address has the key 'default', whatever the page; keyed by it, every fresh load
 * would restore the last fresh load's position. Such loads are keyed by their path instead.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

/** Scroll restoration only in the browser: its server output is an inline script the CSP refuses. */
function ClientScrollRestoration() {
  return useHydrated() ? <ScrollRestoration getKey={scrollKey} /> : null;
}

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      <ClientScrollRestoration />
    </>
  );
}
