import { useQuery } from '@tanstack/react-query';
import type { BodyOf } from '@college/contracts/endpoint';
import { buildPath } from '@college/contracts/endpoint';
import type { IntakeKey } from '@college/contracts/entities/intakes';
import {
  downloadRound,
  getAllotment,
  getApplicationAllotment,
  getRound,
  getSpotRegistrations,
  overrideSeat,
  registerSpot,
  unregisterSpot,
  publishRound,
  publishSeatMatrix,
  runRound,
  saveSeatMatrix,
} from '@college/contracts/endpoints/allotment';
import { api } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

const intakeKey = (intake: IntakeKey) => [getAllotment.method, getAllotment.path, intake] as const;
const roundKey = (id: string) => [getRound.method, getRound.path, id] as const;

export const useAllotment = (intake: IntakeKey) =>
  useQuery({
    queryKey: intakeKey(intake),
    queryFn: ({ signal }) => api.call(getAllotment, { params: { intake }, signal }).then((r) => r.data),
    retry: false,
  });

export const useRound = (id: string | null) =>
  useQuery({
    queryKey: roundKey(id ?? ''),
    queryFn: ({ signal }) => api.call(getRound, { params: { id: id ?? '' }, signal }).then((r) => r.data),
    enabled: id !== null,
    retry: false,
  });

export const useApplicationAllotment = (id: string) =>
  useQuery({
    queryKey: [getApplicationAllotment.method, getApplicationAllotment.path, id],
    queryFn: ({ signal }) => api.call(getApplicationAllotment, { params: { id }, signal }).then((r) => r.data),
    retry: false,
  });

export const useSaveMatrix = (intake: IntakeKey) =>
  useStaffWrite((body: BodyOf<typeof saveSeatMatrix>) => api.call(saveSeatMatrix, { params: { intake }, body }), [intakeKey(intake)]);
export const usePublishMatrix = (intake: IntakeKey) =>
  useStaffWrite(() => api.call(publishSeatMatrix, { params: { intake } }), [intakeKey(intake)]);
export const useRunRound = (intake: IntakeKey) =>
  useStaffWrite((body: BodyOf<typeof runRound>) => api.call(runRound, { params: { intake }, body }), [intakeKey(intake)]);
export const useOverride = (intake: IntakeKey, id: string) =>
  useStaffWrite((body: BodyOf<typeof overrideSeat>) => api.call(overrideSeat, { params: { id }, body }), [intakeKey(intake), roundKey(id)]);
export const usePublishRound = (intake: IntakeKey, id: string) =>
  useStaffWrite((body: BodyOf<typeof publishRound>) => api.call(publishRound, { params: { id }, body }), [intakeKey(intake), roundKey(id)]);

/** A plain link: the browser saves the file. */
export const roundFileUrl = (id: string, format: 'pdf' | 'csv' | 'xlsx') => `${buildPath(downloadRound.path, { id })}?format=${format}`;

const spotKey = (intake: IntakeKey) => [getSpotRegistrations.method, getSpotRegistrations.path, intake] as const;
export const useSpotRegistrations = (intake: IntakeKey) =>
  useQuery({
    queryKey: spotKey(intake),
    queryFn: ({ signal }) => api.call(getSpotRegistrations, { params: { intake }, signal }).then((r) => r.data),
    retry: false,
  });
export const useRegisterSpot = (intake: IntakeKey) =>
  useStaffWrite((applicationId: string) => api.call(registerSpot, { params: { intake }, body: { applicationId } }), [spotKey(intake)]);
export const useUnregisterSpot = (intake: IntakeKey) =>
  useStaffWrite((applicationId: string) => api.call(unregisterSpot, { params: { intake, applicationId } }), [spotKey(intake)]);
