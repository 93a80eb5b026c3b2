import { t } from '@lingui/core/macro';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { isOfficePath } from '../config/paths';
import { AnnounceAppReady } from './app-ready';
import { PageLoadBoundary } from './page-load-boundary';
import { useScrollRestoration } from '../lib/scroll-restoration';

export function RootLayout() {
  useScrollRestoration();
  // The office has a frame of its own (features/staff): no public menus, no APPLY NOW, no public footer.
  const office = isOfficePath(useLocation().pathname);
  return (
    <>
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      {office ? null : <Header />}
      <main id="main" tabIndex={-1}>
        <PageLoadBoundary>
          {/* Shown only while a page opened without its prerendered HTML waits for its code. */}
          <Suspense fallback={null}>
            <Outlet />
            {/* In the page's boundary: React hydrates a boundary's content after the rest. */}
            <AnnounceAppReady />
          </Suspense>
        </PageLoadBoundary>
      </main>
      {office ? null : <Footer />}
      <Toaster />
    </>
  );
}
