import { feature } from '../../lib/feature';
import { applicantImageRoutes } from './applicant-images.routes';
import { imageRemovalJob, type ApplicantImagesService } from './applicant-images.service';
import { applicationRoutes } from './application.routes';
import type { ApplicationService } from './application.service';

type Needs = { applications: ApplicationService; images: ApplicantImagesService };

/** The applicant's application, step by step, with their photo and signature; released pictures are removed in the background. */
export const applicationsFeature = feature<Needs>({
  name: 'applications',
  routes: ({ mount }, { applications, images }) => [applicationRoutes(mount, { applications }), applicantImageRoutes(mount, { images })],
  jobs: (_core, { images }) => [imageRemovalJob(images)],
});
