import { createBrowserRouter, type RouteObject } from 'react-router';
import { routePatterns } from '../config/paths';
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
        lazy: async () => ({ Component: (await import('./routes/admission')).AdmissionRoute }),
      },
      { path: routePatterns.program, element: <ProgramRoute /> },
      { path: routePatterns.department, element: <DepartmentRoute /> },
      { path: routePatterns.facilities, element: <FacilitiesRoute /> },
      { path: routePatterns.studentCorner, element: <StudentCornerRoute /> },
      { path: routePatterns.contact, element: <ContactRoute /> },
      { path: routePatterns.gallery, element: <GalleryRoute /> },
      { path: routePatterns.auth, lazy: async () => ({ Component: (await import('./routes/auth')).AuthRoute }) },
      {
        path: routePatterns.staffQuestionPapers,
        lazy: async () => ({ Component: (await import('../features/staff/components/staff-papers-page')).StaffPapersPage }),
      },
      { path: routePatterns.notFound, element: <NotFoundRoute /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
