import { createBrowserRouter, type RouteObject } from 'react-router';
import { routePatterns } from '../config/paths';
import { loadApplicationMessages } from '../i18n/catalogs';
import { basenameOf, type Locale } from '../i18n/locale';

/** A route's module, once the application's messages it shows have arrived too. */
async function withApplicationMessages<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadApplicationMessages()]);
  return loaded;
}
import { RootLayout } from './root-layout';
import { AboutRoute } from './routes/about';
import { ContactRoute } from './routes/contact';
import { DepartmentRoute } from './routes/department';
import { FacilitiesRoute } from './routes/facilities';
import { GalleryRoute } from './routes/gallery';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { ProgramRoute } from './routes/program';
import { StudentCornerRoute } from './routes/student-corner';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: routePatterns.home, element: <HomeRoute /> },
      { path: routePatterns.about, element: <AboutRoute /> },
      {
        path: routePatterns.admission,
        lazy: async () => ({ Component: (await withApplicationMessages(import('./routes/admission'))).AdmissionRoute }),
      },
      { path: routePatterns.program, element: <ProgramRoute /> },
      { path: routePatterns.department, element: <DepartmentRoute /> },
      { path: routePatterns.facilities, element: <FacilitiesRoute /> },
      { path: routePatterns.studentCorner, element: <StudentCornerRoute /> },
      { path: routePatterns.contact, element: <ContactRoute /> },
      { path: routePatterns.gallery, element: <GalleryRoute /> },
      { path: routePatterns.privacy, lazy: async () => ({ Component: (await import('./routes/notice')).PrivacyRoute }) },
      { path: routePatterns.terms, lazy: async () => ({ Component: (await import('./routes/notice')).TermsRoute }) },
      { path: routePatterns.auth, lazy: async () => ({ Component: (await import('./routes/auth')).AuthRoute }) },
      {
        path: routePatterns.staffSetPassword,
        lazy: async () => ({ Component: (await import('../features/staff/components/set-password-page')).SetPasswordPage }),
      },
      {
        // The office: one lazy chunk for its frame, one per page.
        path: routePatterns.staffHome,
        lazy: async () => ({
          Component: (await withApplicationMessages(import('../features/staff/components/office-layout'))).OfficeLayout,
        }),
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
        lazy: async () => ({ Component: (await withApplicationMessages(import('./routes/verify'))).VerifyRoute }),
      },
      { path: routePatterns.notFound, element: <NotFoundRoute /> },
    ],
  },
];

/** Malayalam pages are the same routes under /ml. */
export function createRouter(locale: Locale) {
  return createBrowserRouter(routes, { basename: basenameOf(locale) });
}
