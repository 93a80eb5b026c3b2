import { Router } from 'express';
import { staffMe, staffSignIn, type StaffRole } from '@college/contracts/endpoints/staff';
import { unauthorized } from '../../lib/app-error';
import type { Mount } from '../../lib/mount';
import type { SessionCookies } from '../sessions/cookies';
import { principalOf } from '../sessions/guards';
import type { SessionService } from '../sessions/session.service';
import type { StaffService } from './staff.service';

export function staffRoutes(mount: Mount, deps: { staff: StaffService; sessions: SessionService; cookies: SessionCookies }): Router {
  const router = Router();

  mount(router, staffSignIn, async ({ body, req, res }) => {
    const user = await deps.staff.signIn(body.email, body.password, req.ip ?? 'unknown');
    deps.cookies.set(res, await deps.sessions.start('staff', user.id));
    return { success: true as const, data: { email: user.email, role: user.role as StaffRole } };
  });

  mount(router, staffMe, async ({ req }) => {
    const user = await deps.staff.byId(principalOf(req).subject);
    if (!user || user.disabledAt) throw unauthorized('Please sign in');
    return { success: true as const, data: { email: user.email, role: user.role as StaffRole } };
  });

  return router;
}
