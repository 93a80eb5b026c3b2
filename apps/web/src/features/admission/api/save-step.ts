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
import { applicationKeyPrefix } from './get-application';
import { educationKeyPrefix } from './get-education-details';

// The five step saves; each refreshes the cached application afterwards.

export const postPersonalDetails = (body: BodyOf<typeof savePersonalDetails>) => api.call(savePersonalDetails, { body });
export const postAddressFamily = (body: BodyOf<typeof saveAddressFamilyDetails>) => api.call(saveAddressFamilyDetails, { body });
export const postProgramSelection = (applicationId: string, body: BodyOf<typeof saveProgramSelection>) =>
  api.call(saveProgramSelection, { params: { applicationId }, body });
export const postEducation = (applicationId: string, body: BodyOf<typeof saveEducationDetails>) =>
  api.call(saveEducationDetails, { params: { applicationId }, body });
export const postDeclaration = (applicationId: string, body: BodyOf<typeof submitDeclaration>) =>
  api.call(submitDeclaration, { params: { applicationId }, body });

export function useSaveStep<T>(save: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    // Sent even when the phone says it is offline: the step's save tells the applicant and retries
    // when the connection returns, rather than waiting silently.
    networkMode: 'always',
    // The next step shows once both are fresh: asked side by side, one round trip rather than two.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: applicationKeyPrefix() }),
        client.invalidateQueries({ queryKey: educationKeyPrefix() }),
      ]),
  });
}
