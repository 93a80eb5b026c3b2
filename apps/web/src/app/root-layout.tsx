import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { useHydrated } from '../lib/use-hydrated';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';

/** Scroll restoration only in the browser: its server output is an inline script the CSP refuses. */
function ClientScrollRestoration() {
  return useHydrated() ? <ScrollRestoration /> : null;
}

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
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
