import { useQuery } from '@tanstack/react-query';
import type { BodyOf } from '@college/contracts/endpoint';
import { buildPath } from '@college/contracts/endpoint';
import type { IntakeKey } from '@college/contracts/entities/intakes';
import {
  computeMeritList,
  downloadMeritList,
  getMerit,
  getMeritRevision,
  publishMeritList,
  setMeritFormula,
} from '@college/contracts/endpoints/merit';
import { api } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

const meritKey = (intake: IntakeKey) => [getMerit.method, getMerit.path, intake] as const;
export const useMerit = (intake: IntakeKey) =>
  useQuery({
    queryKey: meritKey(intake),
    queryFn: ({ signal }) => api.call(getMerit, { params: { intake }, signal }).then((r) => r.data),
    retry: false,
  });

export const useSaveFormula = (intake: IntakeKey) =>
  useStaffWrite((body: BodyOf<typeof setMeritFormula>) => api.call(setMeritFormula, { params: { intake }, body }), [meritKey(intake)]);
export const useRankNow = (intake: IntakeKey) =>
  useStaffWrite(() => api.call(computeMeritList, { params: { intake } }), [meritKey(intake)]);
export const usePublishList = (intake: IntakeKey) =>
  useStaffWrite(
    ({ id, revisionReason }: { id: string; revisionReason?: string }) =>
      api.call(publishMeritList, { params: { id }, body: { revisionReason } }),
    [meritKey(intake)],
  );

/** A plain link: the browser saves the file. */
export const meritFileUrl = (id: string, format: 'pdf' | 'csv') => `${buildPath(downloadMeritList.path, { id })}?format=${format}`;

/** Who a version moves against the one the published rounds rank by, asked for just before publishing it. */
export const meritRevision = (id: string) => api.call(getMeritRevision, { params: { id } }).then((r) => r.data);
