import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@college/contracts/endpoint';
import { getAdmissionSettings, updateAdmissionSettings } from '@college/contracts/endpoints/admission-settings';
import { api } from '../../../lib/api-client';

const settingsKey = () => [getAdmissionSettings.method, getAdmissionSettings.path] as const;
export const useAdmissionSettings = () =>
  useQuery({
    queryKey: settingsKey(),
    queryFn: ({ signal }) => api.call(getAdmissionSettings, { signal }).then((r) => r.data),
    retry: false,
  });

/** Saves the settings; the answer is what is now saved, and replaces the cached copy. */
export function useSaveAdmissionSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateAdmissionSettings>) => api.call(updateAdmissionSettings, { body }).then((r) => r.data),
    onSuccess: (saved) => client.setQueryData(settingsKey(), saved),
  });
}
