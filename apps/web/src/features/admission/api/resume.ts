import { useQuery } from '@tanstack/react-query';
import type { checkExisting, resumeSession } from '@college/contracts/endpoints/admission';
import { admissionRoutes } from '@college/contracts/endpoints/admission-routes';
import type { logout } from '@college/contracts/endpoints/auth';
import { authRoutes } from '@college/contracts/endpoints/auth-routes';
import { api } from '../../../lib/api-client';

/** The mobile of this browser's live applicant session, if any (renewed on the way). */
export const postResume = () => api.call<typeof resumeSession>(admissionRoutes.resumeSession, {}).then((r) => r.data);

export const postLogout = () => api.call<typeof logout>(authRoutes.logout, { body: {} });

export const applicationsKey = () => [admissionRoutes.checkExisting.method, admissionRoutes.checkExisting.path] as const;

/** The applications of a mobile, for the list and for knowing whether another may be started. */
export const useApplicationsOf = (mobile: string) =>
  useQuery({
    queryKey: [...applicationsKey(), mobile],
    queryFn: () => api.call<typeof checkExisting>(admissionRoutes.checkExisting, { body: { mobile } }),
    enabled: mobile !== '',
    // Kept for the usual minute: the answer is put here as the applicant verifies (admission-wizard),
    // and starting a new application refreshes it. Asking again on mount was a second round trip.
  });
