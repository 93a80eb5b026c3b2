import type { ApplicationService } from '../applications/applications.api';
import type { OtpService } from '../otp/otp.api';
import { feature, type Core } from '../../lib/feature';
import { parentalConsentService } from './parental-consent';
import { privacyRoutes } from './privacy.routes';
import { retentionJob, type RetentionDeps } from './retention';
import { rightsService } from './rights.service';

/** What the retention job needs: the configured periods. */
export const retentionDeps = ({ db, clock, logger, config }: Core): RetentionDeps => ({ db, clock, logger, rules: config.retention });

/** A parent's consent, the applicant's rights and requests; what is past its period is erased in the background. */
export const privacyFeature = feature({
  name: 'privacy',
  routes: (core, { otp, applications }: { otp: OtpService; applications: ApplicationService }) =>
    privacyRoutes(core.mount, {
      parental: parentalConsentService({ db: core.db, clock: core.clock, otp }),
      rights: rightsService({ db: core.db, clock: core.clock, applications }),
      retention: retentionDeps(core),
    }),
  jobs: (core) => [retentionJob(retentionDeps(core))],
});
