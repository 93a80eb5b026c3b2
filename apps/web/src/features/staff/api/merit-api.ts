import { useQuery } from '@tanstack/react-query';
import type { BodyOf } from '@college/contracts/endpoint';
import { buildPath } from '@college/contracts/endpoint';
import type { IntakeKey } from '@college/contracts/entities/intakes';
import { computeMeritList, downloadMeritList, getMerit, publishMeritList, setMeritFormula } from '@college/contracts/endpoints/merit';
import { api } from '../../../lib/api-client';

export const meritKey = (intake: IntakeKey) => [getMerit.method, getMerit.path, intake] as const;
export const useMerit = (intake: IntakeKey) =>
  useQuery({
    queryKey: meritKey(intake),
    queryFn: ({ signal }) => api.call(getMerit, { params: { intake }, signal }).then((r) => r.data),
    retry: false,
  });

export const saveFormula = (intake: IntakeKey, body: BodyOf<typeof setMeritFormula>) =>
  api.call(setMeritFormula, { params: { intake }, body });
export const rankNow = (intake: IntakeKey) => api.call(computeMeritList, { params: { intake } });
export const publishList = (id: string) => api.call(publishMeritList, { params: { id } });

/** A plain link: the browser saves the file. */
export const meritFileUrl = (id: string, format: 'pdf' | 'csv') => `${buildPath(downloadMeritList.path, { id })}?format=${format}`;
