import { z } from '../zod';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import { postOfficeSchema } from '../entities/address-family';
import { pinCodeSchema } from '../rules/input-schemas';

/** Post offices of a PIN code, delivery offices first. */
export const lookupPincode = endpoint({
  method: 'GET',
  path: '/api/v1/pincode/:pin',
  access: 'public',
  params: z.object({ pin: pinCodeSchema }),
  response: ok(z.array(postOfficeSchema)),
});
