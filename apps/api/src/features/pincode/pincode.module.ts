import { feature } from '../../lib/feature';
import { pincodeRoutes } from './pincode.routes';
import { pincodeService } from './pincode.service';

/** The post offices of a PIN, for the address step. */
export const pincodeFeature = feature({
  name: 'pincode',
  routes: ({ mount, config, logger }) =>
    pincodeRoutes(mount, { pincodes: pincodeService({ upstreamUrl: config.pincodeUpstreamUrl, logger }) }),
});
