import { useQuery } from '@tanstack/react-query';
import { getApplicantRank } from '@college/contracts/endpoints/merit';
import { api } from '../../../lib/api-client';

/** The applicant's rank on a published merit list; null until there is one. */
export const useMeritRank = (applicationId: string, submitted: boolean) =>
  useQuery({
    queryKey: [getApplicantRank.method, getApplicantRank.path, { applicationId }],
    queryFn: ({ signal }) => api.call(getApplicantRank, { params: { applicationId }, signal }).then((r) => r.data),
    enabled: submitted,
    retry: false,
  });
