import { Router } from 'express';
import { confirmTotpSetup, staffMe, staffSecondFactor, staffSignIn, startTotpSetup } from '@college/contracts/endpoints/staff';
import { unauthorized } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Mount } from '../../lib/mount';
import type { SessionCookies } from '../sessions/sessions.api';
import type { SessionService } from '../sessions/sessions.api';
import { readStep, signStep, STEP_TTL_SECONDS } from './second-step';
import { staffOf } from './staff-guard';
import { STEP_EXPIRED, type StaffService } from './staff.service';

export function staffRoutes(
  mount: Mount,
  deps: { staff: StaffService; sessions: SessionService; cookies: SessionCookies; secret: string; clock: Clock },
): Router {
  const router = Router();
  const { staff, cookies } = deps;

  mount(router, staffSignIn, async ({ body, req, res }) => {
    const member = await staff.signIn(body.email, body.password, req.ip ?? 'unknown');
    const next = staff.nextStep(member);
    if (next === 'done') {
      cookies.set(res, await deps.sessions.start('staff', member.id));
      return { success: true as const, data: { next, staff: staff.view(member) } };
    }
    cookies.setStep(res, signStep(deps.secret, deps.clock, member.id, next, await staff.openStep(member)), STEP_TTL_SECONDS);
    if (next === 'totp') return { success: true as const, data: { next } };
    return { success: true as const, data: { next, setup: await staff.beginSetup(member) } };
  });

  mount(router, staffSecondFactor, async ({ body, req, res }) => {
    const step = readStep(deps.secret, deps.clock, cookies.step(req));
    if (!step) throw unauthorized(STEP_EXPIRED);
    const { member, recoveryCodes } = await staff.acceptCode(step.staffId, body.code, step.mode, req.ip ?? 'unknown', step.stepId);
    cookies.clearStep(res);
    cookies.set(res, await deps.sessions.start('staff', member.id));
    return { success: true as const, data: { staff: staff.view(member), ...(recoveryCodes ? { recoveryCodes } : {}) } };
  });

  mount(router, staffMe, ({ req }) => ({ success: true as const, data: staff.view(staffOf(req)) }));

  mount(router, startTotpSetup, async ({ req }) => ({ success: true as const, data: await staff.beginSetup(staffOf(req)) }));

  mount(router, confirmTotpSetup, async ({ body, req }) => {
    const { recoveryCodes } = await staff.acceptCode(staffOf(req).id, body.code, 'totp-setup', req.ip ?? 'unknown');
    if (!recoveryCodes) throw unauthorized();
    return { success: true as const, data: { recoveryCodes }, message: 'Two-step sign-in is on' };
  });

  return router;
}
