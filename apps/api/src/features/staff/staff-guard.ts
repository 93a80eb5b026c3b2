import type { Request, RequestHandler } from 'express';
import { holdsAny, type StaffRole } from '@college/contracts/roles';
import { forbidden, unauthorized } from '../../lib/app-error';
import type { Actor } from '../audit/audit.api';
import { principalOf } from '../sessions/sessions.api';
import type { StaffRow } from './staff.repository';
import type { StaffService } from './staff.service';

declare global {
  namespace Express {
    interface Request {
      staff?: StaffRow;
    }
  }
}

/**
 * After the staff session guard: the member as the database has them now (a disabled member or
 * a removed role takes effect at once), admitted only with one of the endpoint's roles.
 */
export function requireRoles(staff: StaffService): (roles: readonly StaffRole[]) => RequestHandler {
  return (roles) => async (req, _res, next) => {
    const member = await staff.byId(principalOf(req).subject);
    if (!member || member.disabledAt) {
      next(unauthorized('Please sign in'));
      return;
    }
    if (!holdsAny(member.roles, roles)) {
      next(forbidden('Your role does not allow this'));
      return;
    }
    req.staff = member;
    next();
  };
}

/** The member behind a request that passed requireRoles. */
export function staffOf(req: Request): StaffRow {
  if (!req.staff) throw unauthorized('Please sign in');
  return req.staff;
}

/** Who is acting, for the audit record. */
export function actorOf(req: Request): Actor {
  const member = staffOf(req);
  return {
    staffId: member.id,
    roles: member.roles,
    ip: req.ip ?? null,
    requestId: typeof req.id === 'string' ? req.id : null,
  };
}
