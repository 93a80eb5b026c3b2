import { useQuery } from '@tanstack/react-query';
import type { BodyOf } from '@college/contracts/endpoint';
import { confirmTotpSetup, staffSecondFactor, startTotpSetup } from '@college/contracts/endpoints/staff';
import {
  checkPasswordLink,
  createStaffAccount,
  listStaffAccounts,
  resetStaffPassword,
  resetStaffSecondFactor,
  setStaffPassword,
  updateStaffAccount,
} from '@college/contracts/endpoints/staff-accounts';
import { api } from '../../../lib/api-client';

export const accountsKey = () => [listStaffAccounts.method, listStaffAccounts.path] as const;
export const useStaffAccounts = () =>
  useQuery({ queryKey: accountsKey(), queryFn: ({ signal }) => api.call(listStaffAccounts, { signal }).then((r) => r.data), retry: false });

export const addAccount = (body: BodyOf<typeof createStaffAccount>) => api.call(createStaffAccount, { body }).then((r) => r.data);
export const changeAccount = (id: string, body: BodyOf<typeof updateStaffAccount>) =>
  api.call(updateStaffAccount, { params: { id }, body });
export const newPasswordLink = (id: string) => api.call(resetStaffPassword, { params: { id } }).then((r) => r.data);
export const removeSecondFactor = (id: string) => api.call(resetStaffSecondFactor, { params: { id } });

export const whoseLink = (token: string) => api.call(checkPasswordLink, { body: { token } }).then((r) => r.data.email);
export const choosePassword = (token: string, password: string) => api.call(setStaffPassword, { body: { token, password } });

export const sendSecondFactor = (code: string) => api.call(staffSecondFactor, { body: { code } }).then((r) => r.data);
export const beginTotpSetup = () => api.call(startTotpSetup, {}).then((r) => r.data);
export const finishTotpSetup = (code: string) => api.call(confirmTotpSetup, { body: { code } }).then((r) => r.data.recoveryCodes);
