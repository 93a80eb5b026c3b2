import { Router } from 'express';
import { lookupPincode } from '@college/contracts/endpoints/pincode';
import { notFound } from '../../lib/app-error';
import type { Mount } from '../../lib/mount';
import type { PincodeService } from './pincode.service';

export function pincodeRoutes(mount: Mount, deps: { pincodes: PincodeService }): Router {
  const router = Router();
  mount(router, lookupPincode, async ({ params, res }) => {
    const offices = await deps.pincodes.lookup(params.pin);
    if (offices.length === 0) throw notFound('Invalid PIN code. Please check and try again.');
    // Post offices change rarely; let browsers and proxies keep the answer for a day.
    res.setHeader('Cache-Control', 'public, max-age=86400');
    return { success: true as const, data: offices };
  });
  return router;
}
