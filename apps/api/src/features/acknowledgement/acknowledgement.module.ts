import type { ApplicantImagesService, ApplicationService } from '../applications/applications.api';
import { feature } from '../../lib/feature';
import { acknowledgementRoutes } from './acknowledgement.routes';

/** The acknowledgement PDF and the page its QR code opens. */
export const acknowledgementFeature = feature({
  name: 'acknowledgement',
  routes: ({ mount, config }, needs: { applications: ApplicationService; images: ApplicantImagesService }) =>
    acknowledgementRoutes(mount, { ...needs, verifyKeys: config.verifyKeys, publicOrigin: config.publicOrigin }),
});
