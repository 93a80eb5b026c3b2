import { useMutation, useQuery } from '@tanstack/react-query';
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
import { useStaffWrite } from './staff-write';
import { staffMeKey } from './staff-api';

const accountsKey = () => [listStaffAccounts.method, listStaffAccounts.path] as const;
export const useStaffAccounts = () =>
  useQuery({ queryKey: accountsKey(), queryFn: ({ signal }) => api.call(listStaffAccounts, { signal }).then((r) => r.data), retry: false });

export const useAddAccount = () =>
  useStaffWrite((body: BodyOf<typeof createStaffAccount>) => api.call(createStaffAccount, { body }).then((r) => r.data), [accountsKey()]);
export const useChangeAccount = () =>
  useStaffWrite(
    ({ id, ...body }: BodyOf<typeof updateStaffAccount> & { id: string }) => api.call(updateStaffAccount, { params: { id }, body }),
    [accountsKey()],
  );
export const useNewPasswordLink = () =>
  useStaffWrite((id: string) => api.call(resetStaffPassword, { params: { id } }).then((r) => r.data), [accountsKey()]);
export const useRemoveSecondFactor = () =>
  useStaffWrite((id: string) => api.call(resetStaffSecondFactor, { params: { id } }), [accountsKey()]);

/** Whose account a set-password link is for: asked once, with the token from the link. */
export const whoseLink = (token: string) => api.call(checkPasswordLink, { body: { token } }).then((r) => r.data.email);
export const useChoosePassword = () =>
  useMutation({ mutationFn: (body: BodyOf<typeof setStaffPassword>) => api.call(setStaffPassword, { body }) });

export const useSendSecondFactor = () =>
  useMutation({ mutationFn: (body: BodyOf<typeof staffSecondFactor>) => api.call(staffSecondFactor, { body }).then((r) => r.data) });
export const useBeginTotpSetup = () => useMutation({ mutationFn: () => api.call(startTotpSetup, {}).then((r) => r.data) });
export const useFinishTotpSetup = () =>
  useStaffWrite(
    (body: BodyOf<typeof confirmTotpSetup>) => api.call(confirmTotpSetup, { body }).then((r) => r.data.recoveryCodes),
    [staffMeKey()],
  );
