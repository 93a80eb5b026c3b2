import type { checkExisting } from '@college/contracts/endpoints/admission';
import { admissionRoutes } from '@college/contracts/endpoints/admission-routes';
import { api } from '../../../lib/api-client';

export const postCheckExisting = (mobile: string) => api.call<typeof checkExisting>(admissionRoutes.checkExisting, { body: { mobile } });
