import { Router } from 'express';
import {
  checkPasswordLink,
  createStaffAccount,
  listStaffAccounts,
  resetStaffPassword,
  resetStaffSecondFactor,
  setStaffPassword,
  updateStaffAccount,
} from '@college/contracts/endpoints/staff-accounts';
import type { Mount } from '../../lib/mount';
import { actorOf } from './staff-guard';
import type { StaffAccountsService } from './staff-accounts.service';

/** The admin's page of staff accounts, and the one-time links through which members set passwords. */
export function staffAccountRoutes(mount: Mount, deps: { accounts: StaffAccountsService }): Router {
  const router = Router();
  const { accounts } = deps;

  mount(router, listStaffAccounts, async () => ({ success: true as const, data: await accounts.list() }));

  mount(router, createStaffAccount, async ({ body, req }) => ({
    success: true as const,
    data: await accounts.add(actorOf(req), body),
    message: 'Staff account added',
  }));

  mount(router, updateStaffAccount, async ({ params, body, req }) => ({
    success: true as const,
    data: await accounts.update(actorOf(req), params.id, body),
    message: 'Staff account updated',
  }));

  mount(router, resetStaffPassword, async ({ params, req }) => ({
    success: true as const,
    data: await accounts.passwordLink(actorOf(req), params.id),
  }));

  mount(router, resetStaffSecondFactor, async ({ params, req }) => ({
    success: true as const,
    data: await accounts.resetSecondFactor(actorOf(req), params.id),
    message: 'Two-step sign-in removed; the member sets it up again at the next sign-in',
  }));

  mount(router, checkPasswordLink, async ({ body, req }) => ({
    success: true as const,
    data: { email: await accounts.emailForLink(body.token, req.ip ?? 'unknown') },
  }));

  mount(router, setStaffPassword, async ({ body, req }) => {
    await accounts.setPassword(body.token, body.password, req.ip ?? 'unknown');
    return { success: true as const, message: 'Password set. You can now sign in.' };
  });

  return router;
}
