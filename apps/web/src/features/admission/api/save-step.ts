import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  saveAddressFamilyDetails,
  saveEducationDetails,
  savePersonalDetails,
  saveProgramSelection,
  submitDeclaration,
} from '@college/contracts/endpoints/admission';
import type { BodyOf } from '@college/contracts/endpoint';
import { api } from '../../../lib/api-client';
import type { Application } from '@college/contracts/entities/application';
import { keepAnsweredApplication } from './get-application';
import { educationKeyPrefix } from './get-education-details';
import { SAVE_STEP_KEY } from './query-keys';
import { untilConnected } from '../components/until-connected';

// The five step saves; each refreshes the cached application afterwards.

export const postPersonalDetails = (body: BodyOf<typeof savePersonalDetails>, signal?: AbortSignal) =>
  api.call(savePersonalDetails, { body, signal });
export const postAddressFamily = (body: BodyOf<typeof saveAddressFamilyDetails>, signal?: AbortSignal) =>
  api.call(saveAddressFamilyDetails, { body, signal });
export const postProgramSelection = (applicationId: string, body: BodyOf<typeof saveProgramSelection>, signal?: AbortSignal) =>
  api.call(saveProgramSelection, { params: { applicationId }, body, signal });
export const postEducation = (applicationId: string, body: BodyOf<typeof saveEducationDetails>, signal?: AbortSignal) =>
  api.call(saveEducationDetails, { params: { applicationId }, body, signal });
export const postDeclaration = (applicationId: string, body: BodyOf<typeof submitDeclaration>, signal?: AbortSignal) =>
  api.call(submitDeclaration, { params: { applicationId }, body, signal });

export function useSaveStep<T>(save: (input: T, signal: AbortSignal) => Promise<{ data: Application }>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: SAVE_STEP_KEY,
    // Pending until the site answers: through a dropped connection the applicant is told, the step's
    // button shows it is saving, and the save goes through by itself when the connection returns.
    mutationFn: (input: T) => untilConnected((signal) => save(input, signal)),
    // Sent even when the phone says it is offline, so the applicant is told rather than kept waiting silently.
    networkMode: 'always',
    // The save answers with the application as it now stands: the next step shows it at once. Other
    // views of it are marked stale (fetched again when shown). So is the education, the one thing a
    // save can change that the answer does not carry: no later step shows it, and the education step,
    // still on screen while its own save moves on, would otherwise fetch it again for nobody.
    onSuccess: async ({ data }) => {
      await keepAnsweredApplication(client, data);
      void client.invalidateQueries({ queryKey: educationKeyPrefix(), refetchType: 'none' });
    },
  });
}
