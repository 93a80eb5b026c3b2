import { checkExisting } from '@college/contracts/endpoints/admission';
import { api } from '../../../lib/api-client';

export const postCheckExisting = (mobile: string) => api.call(checkExisting, { body: { mobile } });
