import type { ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { routePatterns } from '../config/paths';
import { loadApplicationMessages, loadNoticesMessages } from '../i18n/catalogs';
import { LazyPage, loadPage, type PageLoader } from './lazy-page';
import { RootLayout } from './root-layout';
import type { OfficePage } from '../features/staff/office-pages';

/** A route's module, once the application's messages it shows have arrived too. */
async function withApplicationMessages<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadApplicationMessages()]);
  return loaded;
}
/** A notices page's module, once its words have arrived too. */
async function withNoticesMessages<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadNoticesMessages()]);
  return loaded;
}
/** A page's module, once the college's texts it shows are in the page's language (content/translated.ts). */
async function withTexts<M extends { loadTexts: () => Promise<unknown> }>(module: Promise<M>): Promise<M> {
  const loaded = await module;
  await loaded.loadTexts();
  return loaded;
}
/** A lazily loaded page that reads from the API, inside the cache those pages share. */
async function withApiCache(page: Promise<ComponentType>): Promise<ComponentType> {
  const [{ withQueries }, Page] = await Promise.all([import('./query-provider'), page]);
  return withQueries(Page);
}

/** A route whose page's code is fetched when it is first shown. */
const lazy = (load: PageLoader) => ({ element: <LazyPage load={load} />, handle: { load } });

/** An office page, reached through the office's page list (see office-pages.ts). */
const office = (page: OfficePage) => lazy(async () => (await import('../features/staff/office-pages')).officePages[page]());

// Every page is its own chunk: a visitor downloads the code of the page they opened (its
// prerendered HTML preloads it) and the others as they go to them.
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: routePatterns.home, ...lazy(async () => (await withTexts(import('./routes/home'))).HomeRoute) },
      { path: routePatterns.about, ...lazy(async () => (await withTexts(import('./routes/about'))).AboutRoute) },
      {
        path: routePatterns.admission,
        ...lazy(() => withApiCache(withApplicationMessages(import('./routes/admission')).then((m) => m.AdmissionRoute))),
      },
      { path: routePatterns.program, ...lazy(async () => (await withTexts(import('./routes/program'))).ProgramRoute) },
      {
        path: routePatterns.department,
        ...lazy(async () => (await withTexts(import('./routes/department'))).DepartmentRoute),
      },
      {
        path: routePatterns.facilities,
        ...lazy(async () => (await import('./routes/facilities')).FacilitiesRoute),
      },
      {
        path: routePatterns.studentCorner,
        ...lazy(async () => (await import('./routes/student-corner')).StudentCornerRoute),
      },
      { path: routePatterns.contact, ...lazy(async () => (await withTexts(import('./routes/contact'))).ContactRoute) },
      {
        path: routePatterns.digest,
        ...lazy(() => withApiCache(withNoticesMessages(import('./routes/notices')).then((m) => m.DigestRoute))),
      },
      {
        path: routePatterns.gallery,
        ...lazy(() => withApiCache(withNoticesMessages(import('./routes/notices')).then((m) => m.GalleryRoute))),
      },
      { path: routePatterns.privacy, ...lazy(async () => (await import('./routes/notice')).PrivacyRoute) },
      { path: routePatterns.terms, ...lazy(async () => (await import('./routes/notice')).TermsRoute) },
      {
        path: routePatterns.notices,
        ...lazy(() => withApiCache(withNoticesMessages(import('./routes/notices')).then((m) => m.NoticesRoute))),
      },
      {
        path: routePatterns.notice,
        ...lazy(() => withApiCache(withNoticesMessages(import('./routes/notices')).then((m) => m.NoticeRoute))),
      },
      {
        path: routePatterns.committees,
        ...lazy(() => withApiCache(withNoticesMessages(import('./routes/notices')).then((m) => m.CommitteesRoute))),
      },
      {
        path: routePatterns.documents,
        ...lazy(() => withApiCache(withNoticesMessages(import('./routes/notices')).then((m) => m.DocumentsRoute))),
      },
      {
        path: routePatterns.auth,
        ...lazy(() => withApiCache(import('./routes/auth').then((m) => m.AuthRoute))),
      },
      {
        path: routePatterns.staffSetPassword,
        ...lazy(() => withApiCache(import('../features/staff/components/set-password-page').then((m) => m.SetPasswordPage))),
      },
      {
        // The office: one lazy chunk for its frame, one per page.
        path: routePatterns.staffHome,
        ...lazy(() =>
          withApiCache(withApplicationMessages(import('../features/staff/components/office-layout')).then((m) => m.OfficeLayout)),
        ),
        children: [
          { index: true, ...office('home') },
          {
            path: routePatterns.staffDashboard,
            ...office('dashboard'),
          },
          {
            path: routePatterns.staffApplications,
            ...office('queue'),
          },
          {
            path: routePatterns.staffApplication,
            ...office('application'),
          },
          {
            path: routePatterns.staffQuestionPapers,
            ...office('papers'),
          },
          {
            path: routePatterns.staffPayments,
            ...office('payments'),
          },
          {
            path: routePatterns.staffAccounts,
            ...office('accounts'),
          },
          {
            path: routePatterns.staffMerit,
            ...office('merit'),
          },
          {
            path: routePatterns.staffAllotment,
            ...office('allotment'),
          },
          {
            path: routePatterns.staffRegister,
            ...office('register'),
          },
          {
            path: routePatterns.staffRequests,
            ...office('requests'),
          },
          {
            path: routePatterns.staffAudit,
            ...office('audit'),
          },
          {
            path: routePatterns.staffNotices,
            ...office('notices'),
          },
          {
            path: routePatterns.staffCommittees,
            ...office('committees'),
          },
          {
            path: routePatterns.staffDocuments,
            ...office('documents'),
          },
          {
            path: routePatterns.staffGallery,
            ...office('gallery'),
          },
          {
            path: routePatterns.staffPages,
            ...office('pages'),
          },
          {
            path: routePatterns.staffSiteTexts,
            ...office('siteTexts'),
          },
          {
            path: routePatterns.staffSettings,
            ...office('settings'),
          },
          {
            path: routePatterns.staffAccount,
            ...office('account'),
          },
        ],
      },
      {
        path: routePatterns.verify,
        ...lazy(() => withApiCache(withApplicationMessages(import('./routes/verify')).then((m) => m.VerifyRoute))),
      },
      { path: routePatterns.notFound, ...lazy(async () => (await import('./routes/not-found')).NotFoundRoute) },
    ],
  },
];

/** The page at the router's location (Malayalam pages are the same routes under /ml). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Fetches the code of every page `pathname` shows (a layout and its page), so that a prerendered
 * page is hydrated, or rendered on the server, in one pass.
 */
export async function loadPagesAt(pathname: string, basename: string | undefined): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(
    matches.flatMap(({ route }) => {
      const load = (route.handle as { load?: PageLoader } | undefined)?.load;
      return load ? [loadPage(load)] : [];
    }),
  );
}
