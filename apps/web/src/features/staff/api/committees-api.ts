import { useQuery } from '@tanstack/react-query';
import type { BodyOf } from '@college/contracts/endpoint';
import { listStaffCommittees, saveCommittee } from '@college/contracts/endpoints/committees';
import type { CommitteeKind } from '@college/contracts/entities/committee';
import { api } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

const committeesKey = [listStaffCommittees.method, listStaffCommittees.path];

export const useStaffCommittees = () =>
  useQuery({
    queryKey: committeesKey,
    queryFn: ({ signal }) => api.call(listStaffCommittees, { signal }).then((r) => r.data),
    retry: false,
  });

export const useSaveCommittee = () =>
  useStaffWrite(
    ({ kind, body }: { kind: CommitteeKind; body: BodyOf<typeof saveCommittee> }) => api.call(saveCommittee, { params: { kind }, body }),
    [committeesKey],
  );
