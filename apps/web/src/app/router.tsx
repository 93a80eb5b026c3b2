import { createBrowserRouter, useParams, type RouteObject } from 'react-router';
import { routePatterns } from '../config/paths';
import { RootLayout } from './root-layout';
import { AuthRoute } from './routes/auth';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { SimplePage } from './routes/simple-page';

function ProgramRoute() {
  const { id = '' } = useParams();
  return <SimplePage title={decodeURIComponent(id).replace(/-/g, ' ')} />;
}

function DepartmentRoute() {
  const { id = '' } = useParams();
  return <SimplePage title={decodeURIComponent(id).replace(/-/g, ' ')} />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: routePatterns.home, element: <HomeRoute /> },
      { path: routePatterns.about, element: <SimplePage title="About" /> },
      {
        path: routePatterns.admission,
        lazy: async () => ({ Component: (await import('./routes/admission')).AdmissionRoute }),
      },
      { path: routePatterns.program, element: <ProgramRoute /> },
      { path: routePatterns.department, element: <DepartmentRoute /> },
      { path: routePatterns.facilities, element: <SimplePage title="Facilities" /> },
      { path: routePatterns.studentCorner, element: <SimplePage title="Student Corner" /> },
      { path: routePatterns.contact, element: <SimplePage title="Contact Us" /> },
      { path: routePatterns.gallery, element: <SimplePage title="Gallery"><p>Coming Soon</p></SimplePage> },
      { path: routePatterns.auth, element: <AuthRoute /> },
      { path: routePatterns.notFound, element: <NotFoundRoute /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
