import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmParentalConsent,
  createRightsRequest,
  downloadMyData,
  getParentalConsent,
  listMyRequests,
  sendParentalCode,
  withdrawConsent,
} from '@college/contracts/endpoints/privacy';
import type { BodyOf } from '@college/contracts/endpoint';
import type { GuardianKind } from '@college/contracts/entities/privacy';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { applicationKeyPrefix } from './get-application';
import type { postCheckExisting } from './check-existing';
import { applicationsKey } from './resume';
import { newCheckKey } from './check-key';
import { codeWhileAway, untilConnected } from '../components/until-connected';

// The applicant's privacy: a parent's consent before an under-18 submission, their own data,
// their requests to the office, and withdrawal.

export const parentalKey = (applicationId: string) => [getParentalConsent.method, getParentalConsent.path, { applicationId }] as const;
const requestsKey = (applicationId: string) => [listMyRequests.method, listMyRequests.path, { applicationId }] as const;

export const useParentalConsent = (applicationId: string) =>
  useQuery({
    queryKey: parentalKey(applicationId),
    queryFn: ({ signal }) => api.call(getParentalConsent, { params: { applicationId }, signal }).then((r) => r.data),
  });

export const useMyRequests = (applicationId: string) =>
  useQuery({
    queryKey: requestsKey(applicationId),
    queryFn: ({ signal }) => api.call(listMyRequests, { params: { applicationId }, signal }).then((r) => r.data),
  });

export const sendParentCode = (applicationId: string, guardian: GuardianKind) =>
  api.call(sendParentalCode, { params: { applicationId }, body: { guardian } });

/**
 * The parent's code, checked until the site answers, every retry with the same key (a code accepted
 * whose answer was lost still confirms); the cached consent is replaced with the answer.
 */
export function useConfirmParent(applicationId: string) {
  const client = useQueryClient();
  return async (guardian: GuardianKind, otp: string) => {
    const body = { guardian, otp, checkKey: newCheckKey() };
    const res = await untilConnected(
      (signal) => api.call(confirmParentalConsent, { params: { applicationId }, body, signal }),
      codeWhileAway('check'),
    );
    client.setQueryData(parentalKey(applicationId), res.data);
    return res.data;
  };
}

export function useRequestRights(applicationId: string) {
  const client = useQueryClient();
  return async (body: BodyOf<typeof createRightsRequest>) => {
    const res = await api.call(createRightsRequest, { params: { applicationId }, body });
    await client.invalidateQueries({ queryKey: requestsKey(applicationId) });
    return res.data;
  };
}

type ApplicationsAnswer = Awaited<ReturnType<typeof postCheckExisting>>;

/** The mobile's applications as last answered, less one. */
function withoutApplication(answer: ApplicationsAnswer, applicationId: string): ApplicationsAnswer {
  // A single answer is the one application the mobile had: the one withdrawn.
  const left = Array.isArray(answer.data) ? answer.data.filter((a) => a.applicationId !== applicationId) : [];
  return { ...answer, exists: left.length > 0, multipleApplications: left.length > 1, data: left };
}

export function useWithdraw(applicationId: string) {
  const client = useQueryClient();
  return async () => {
    const res = await api.call(withdrawConsent, { params: { applicationId }, body: { confirm: true } });
    client.removeQueries({ queryKey: applicationKeyPrefix() });
    // The list drops it here, not by asking again: asked with none left, the server opens a new one.
    client.setQueriesData<ApplicationsAnswer>(
      { queryKey: applicationsKey() },
      (answer) => answer && withoutApplication(answer, applicationId),
    );
    return res.data;
  };
}

/** Everything held about the application, saved as a JSON file. */
export async function downloadMyDataFile(applicationId: string) {
  const res = await api.call(downloadMyData, { params: { applicationId } });
  saveFile(`my-data-${applicationId}.json`, new Blob([JSON.stringify(res.data, null, 2)], { type: 'application/json' }));
}
