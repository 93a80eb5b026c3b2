// What the applications feature offers the others. Anything not exported here is its own business:
// the lint gate refuses an import from another feature's files but this one.

export {
  findOwnedApplication,
  isOwnedBy,
  lockApplication,
  lockOwnedApplication,
  markFeePaid,
  markFeeRefunded,
  paidUnsubmitted,
} from './application-access';
export type { ApplicationRow } from './application-access';
export { applyCorrection } from './application-correction';
export { ERASED, KEPT, applicationsPastRetention, eraseApplication } from './application-erasure';
export { reviseBranchOrder } from './branch-revision';
export {
  allotmentCandidates,
  applicantContacts,
  applicantNames,
  applicationForOffice,
  applicationIdsOfMobile,
  applyDecision,
  canUndo,
  exportRows,
  lockForOffice,
  meritCandidates,
  moveProblem,
  queuePage,
  nameMatchFor,
  claimableIds,
  queueStageCounts,
  recordUnlock,
  undoDecision,
} from './application-office';
export type { AllotmentCandidate, ExportRow, OfficeChange, QueueSearch } from './application-office';
export type { ApplicationService } from './application.service';
export type { ApplicantImagesService } from './applicant-images.service';
export { toApplication } from './application.view';
export { nameKeyOf } from './office-queue.repository';
export { applicationCounts } from './application-counts';
export { assignClaimTo, claimFor, liveClaims, releaseClaimsOf } from './review-claims';
export type { ReviewClaim } from './review-claims';
export { cleanImage, isPicture } from './image-check';
export { assertCanSave } from './stage-rules';
