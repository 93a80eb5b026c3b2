import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { routePatterns } from '../config/paths';
import { loadApplicationMessages } from '../i18n/catalogs';
import { basenameOf, type Locale } from '../i18n/locale';
import { RootLayout } from './root-layout';

/** A route's module, once the application's messages it shows have arrived too. */
async function withApplicationMessages<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadApplicationMessages()]);
  return loaded;
}
/** A lazily loaded page that reads from the API, inside the cache those pages share. */
async function withApiCache(page: Promise<ComponentType>): Promise<{ Component: ComponentType }> {
  const [{ withQueries }, Page] = await Promise.all([import('./query-provider'), page]);
  return { Component: withQueries(Page) };
}

// Every page is its own chunk: a visitor downloads the code of the page they opened (its
// prerendered HTML preloads it) and the others as they go to them.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: routePatterns.home, lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }) },
      { path: routePatterns.about, lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }) },
      {
        path: routePatterns.admission,
        lazy: () => withApiCache(withApplicationMessages(import('./routes/admission')).then((m) => m.AdmissionRoute)),
      },
      { path: routePatterns.program, lazy: async () => ({ Component: (await import('./routes/program')).ProgramRoute }) },
      {
        path: routePatterns.department,
        lazy: async () => ({ Component: (await import('./routes/department')).DepartmentRoute }),
      },
      {
        path: routePatterns.facilities,
        lazy: async () => ({ Component: (await import('./routes/facilities')).FacilitiesRoute }),
      },
      {
        path: routePatterns.studentCorner,
        lazy: async () => ({ Component: (await import('./routes/student-corner')).StudentCornerRoute }),
      },
      { path: routePatterns.contact, lazy: async () => ({ Component: (await import('./routes/contact')).ContactRoute }) },
      { path: routePatterns.gallery, lazy: async () => ({ Component: (await import('./routes/gallery')).GalleryRoute }) },
      { path: routePatterns.privacy, lazy: async () => ({ Component: (await import('./routes/notice')).PrivacyRoute }) },
      { path: routePatterns.terms, lazy: async () => ({ Component: (await import('./routes/notice')).TermsRoute }) },
      {
        path: routePatterns.auth,
        lazy: () => withApiCache(import('./routes/auth').then((m) => m.AuthRoute)),
      },
      {
        path: routePatterns.staffSetPassword,
        lazy: async () => ({ Component: (await import('../features/staff/components/set-password-page')).SetPasswordPage }),
      },
      {
        // The office: one lazy chunk for its frame, one per page.
        path: routePatterns.staffHome,
        lazy: () => withApiCache(withApplicationMessages(import('../features/staff/components/office-layout')).then((m) => m.OfficeLayout)),
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/staff/components/office-layout')).OfficeHome }) },
          {
            path: routePatterns.staffApplications,
            lazy: async () => ({ Component: (await import('../features/staff/components/queue-page')).QueuePage }),
          },
          {
            path: routePatterns.staffApplication,
            lazy: async () => ({ Component: (await import('../features/staff/components/application-page')).ApplicationPage }),
          },
          {
            path: routePatterns.staffQuestionPapers,
            lazy: async () => ({ Component: (await import('../features/staff/components/staff-papers-page')).StaffPapersPage }),
          },
          {
            path: routePatterns.staffPayments,
            lazy: async () => ({ Component: (await import('../features/staff/components/payments-page')).PaymentsPage }),
          },
          {
            path: routePatterns.staffAccounts,
            lazy: async () => ({ Component: (await import('../features/staff/components/accounts-page')).AccountsPage }),
          },
          {
            path: routePatterns.staffMerit,
            lazy: async () => ({ Component: (await import('../features/staff/components/merit-page')).MeritPage }),
          },
          {
            path: routePatterns.staffRequests,
            lazy: async () => ({ Component: (await import('../features/staff/components/requests-page')).RequestsPage }),
          },
          {
            path: routePatterns.staffSettings,
            lazy: async () => ({ Component: (await import('../features/staff/components/settings-page')).SettingsPage }),
          },
          {
            path: routePatterns.staffAccount,
            lazy: async () => ({ Component: (await import('../features/staff/components/account-page')).AccountPage }),
          },
        ],
      },
      {
        path: routePatterns.verify,
        lazy: () => withApiCache(withApplicationMessages(import('./routes/verify')).then((m) => m.VerifyRoute)),
      },
      { path: routePatterns.notFound, lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
    ],
  },
];

/** Malayalam pages are the same routes under /ml. */
export function createRouter(locale: Locale) {
  return createBrowserRouter(routes, { basename: basenameOf(locale) });
}
