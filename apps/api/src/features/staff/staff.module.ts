import type { SessionCookies, SessionService } from '../sessions/sessions.api';
import { feature } from '../../lib/feature';
import { staffAccountRoutes } from './staff-accounts.routes';
import { staffAccountsService } from './staff-accounts.service';
import { staffRoutes } from './staff.routes';
import type { StaffService } from './staff.service';

/** Staff sign-in with its second factor, and the admin's accounts of the office. */
export const staffFeature = feature({
  name: 'staff',
  routes: (
    { mount, db, clock, config },
    { staff, sessions, cookies }: { staff: StaffService; sessions: SessionService; cookies: SessionCookies },
  ) => [
    staffRoutes(mount, { staff, sessions, cookies, secret: config.sessionSecret, clock }),
    staffAccountRoutes(mount, {
      accounts: staffAccountsService({
        db,
        clock,
        publicOrigin: config.publicOrigin,
        endSessions: (id) => sessions.revokeSubject('staff', id),
      }),
    }),
  ],
});
