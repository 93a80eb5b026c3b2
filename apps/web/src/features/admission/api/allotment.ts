import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@college/contracts/endpoint';
import { getApplicantResult, makeChoice, payAdmissionFee, reviseOptions } from '@college/contracts/endpoints/allotment';
import { api } from '../../../lib/api-client';

const resultKey = (applicationId: string) => [getApplicantResult.method, getApplicantResult.path, { applicationId }] as const;

/** The applicant's seat in the newest published round; null until one is published. */
export const useAllotmentResult = (applicationId: string, submitted: boolean) =>
  useQuery({
    queryKey: resultKey(applicationId),
    queryFn: ({ signal }) => api.call(getApplicantResult, { params: { applicationId }, signal }).then((r) => r.data),
    enabled: submitted,
    retry: false,
  });

/** Makes the choice; the answer is the result as it now stands. */
export function useMakeChoice(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof makeChoice>) => api.call(makeChoice, { params: { applicationId }, body }).then((r) => r.data),
    onSuccess: (data) => client.setQueryData(resultKey(applicationId), data),
    onError: () => client.invalidateQueries({ queryKey: resultKey(applicationId) }),
  });
}

/** Reorders or removes options in the trial's window; the answer is the result as it now stands. */
export function useReviseOptions(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof reviseOptions>) => api.call(reviseOptions, { params: { applicationId }, body }).then((r) => r.data),
    onSuccess: (data) => client.setQueryData(resultKey(applicationId), data),
  });
}

/** Opens a payment of the admission fee due now; the amount is the server's. */
export const postPayAdmissionFee = (applicationId: string) => api.call(payAdmissionFee, { params: { applicationId } }).then((r) => r.data);

/** Reads the result again after a payment, so the fee shows what the server now knows. */
export function useRefreshResult(applicationId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: resultKey(applicationId) });
}
