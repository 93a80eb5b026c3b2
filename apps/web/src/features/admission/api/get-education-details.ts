import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEducationDetails } from '@college/contracts/endpoints/admission';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { keyOf } from './query-keys';

/** Saved education details, or null: the spec's client ignores a 404 here. */
const fetchEducationDetails = async (applicationId: string, signal?: AbortSignal) => {
  try {
    const res = await api.call(getEducationDetails, { params: { applicationId }, signal });
    return res.data;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
};

export const useEducationDetails = (applicationId: string) =>
  useQuery(
    queryOptions({
      queryKey: keyOf(getEducationDetails, { applicationId }),
      queryFn: ({ signal }) => fetchEducationDetails(applicationId, signal),
    }),
  );

export const educationKeyPrefix = () => [getEducationDetails.method, getEducationDetails.path] as const;
