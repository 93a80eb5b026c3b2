import type { Feature } from '../lib/feature';
import { acknowledgementFeature } from './acknowledgement/acknowledgement.module';
import { allotmentFeature } from './allotment/allotment.module';
import { applicationsFeature } from './applications/applications.module';
import { contentFeature } from './content/content.module';
import { dashboardFeature } from './dashboard/dashboard.module';
import { devFeature } from './dev/dev.module';
import { docsFeature } from './docs/docs.module';
import { healthFeature } from './health/health.module';
import { maintenanceFeature } from './maintenance/maintenance.module';
import { meritFeature } from './merit/merit.module';
import { messagesFeature } from './messages/messages.module';
import { metricsFeature } from './metrics/metrics.module';
import { officeFeature } from './office/office.module';
import { otpFeature } from './otp/otp.module';
import { paymentsFeature } from './payments/payments.module';
import { pincodeFeature } from './pincode/pincode.module';
import { privacyFeature } from './privacy/privacy.module';
import { questionPapersFeature } from './question-papers/question-papers.module';
import { sessionsFeature } from './sessions/sessions.module';
import { settingsFeature } from './settings/settings.module';
import { staffFeature } from './staff/staff.module';
import type { Shared } from './site';

/**
 * Every feature of the site, in the order their routes are mounted: health first, for the
 * supervisor. A feature's needs are checked against the shared services here, by the compiler.
 */
export const FEATURES: readonly Feature<Shared>[] = [
  healthFeature,
  metricsFeature,
  docsFeature,
  otpFeature,
  sessionsFeature,
  applicationsFeature,
  settingsFeature,
  meritFeature,
  allotmentFeature,
  acknowledgementFeature,
  paymentsFeature,
  privacyFeature,
  questionPapersFeature,
  staffFeature,
  officeFeature,
  dashboardFeature,
  contentFeature,
  pincodeFeature,
  messagesFeature,
  maintenanceFeature,
  devFeature,
];
