import { useQuery } from '@tanstack/react-query';
import { checkExisting, resumeSession } from '@college/contracts/endpoints/admission';
import { logout } from '@college/contracts/endpoints/auth';
import { api } from '../../../lib/api-client';

/** The mobile of this browser's live applicant session, if any (renewed on the way). */
export const postResume = () => api.call(resumeSession, {}).then((r) => r.data);

export const postLogout = () => api.call(logout, { body: {} });

export const applicationsKey = () => [checkExisting.method, checkExisting.path] as const;

/** The applications of a mobile, for the list and for knowing whether another may be started. */
export const useApplicationsOf = (mobile: string) =>
  useQuery({
    queryKey: [...applicationsKey(), mobile],
    queryFn: () => api.call(checkExisting, { body: { mobile } }),
    enabled: mobile !== '',
    staleTime: 0,
  });
