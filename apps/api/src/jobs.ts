import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { noticeDigest, noticeDigestJob } from './features/content/notice-digest';
import { maintenanceJob } from './features/maintenance/maintenance';
import { messageJob } from './features/messages/message-job';
import { reconciliationJob } from './features/payments/reconciliation';
import { retentionJob } from './features/privacy/retention';
import { imageDeps, messageDeps, reconciliationDeps, retentionDeps, unusedFeeRefundDeps } from './app';
import { applicantImagesService, imageRemovalJob } from './features/applications/applications.api';
import { unusedFeeRefundJob } from './features/payments/unused-fee-refunds';
import { systemClock } from './lib/clock';
import type { Job } from './lib/jobs';
import type { Logger } from 'pino';

/** Every background job of the site, as its feature declares it; server.ts starts and stops them together. */
export function backgroundJobs(config: Config, database: DatabaseHandle, logger: Logger): Job[] {
  return [
    maintenanceJob({ db: database.db, clock: systemClock }),
    messageJob(messageDeps(config, database, logger)),
    reconciliationJob(reconciliationDeps(config, database, logger)),
    retentionJob(retentionDeps(config, database, logger)),
    unusedFeeRefundJob(unusedFeeRefundDeps(config, database, logger)),
    imageRemovalJob(applicantImagesService(imageDeps(config, database, logger))),
    noticeDigestJob(noticeDigest({ db: database.db, clock: systemClock, publicOrigin: config.publicOrigin })),
  ];
}
