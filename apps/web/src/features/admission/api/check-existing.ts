import type { checkExisting } from '@college/contracts/endpoints/admission';
import { admissionRoutes } from '@college/contracts/endpoints/admission-routes';
import { api } from '../../../lib/api-client';

export const postCheckExisting = (mobile: string, signal?: AbortSignal) =>
  api.call<typeof checkExisting>(admissionRoutes.checkExisting, { body: { mobile }, signal });
