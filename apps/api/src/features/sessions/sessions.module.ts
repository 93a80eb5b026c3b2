import { feature } from '../../lib/feature';
import type { SessionCookies } from './cookies';
import type { SessionService } from './session.service';
import { sessionRoutes } from './session.routes';

/** Refreshing and ending sessions, applicants' and staff's alike. */
export const sessionsFeature = feature({
  name: 'sessions',
  routes: ({ mount }, needs: { sessions: SessionService; cookies: SessionCookies }) => sessionRoutes(mount, needs),
});
