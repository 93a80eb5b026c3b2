import { lookupPincode } from '@college/contracts/endpoints/pincode';
import { api } from '../../../lib/api-client';

export const fetchPostOffices = (pin: string) => api.call(lookupPincode, { params: { pin } }).then((r) => r.data);
