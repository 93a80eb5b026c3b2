import { stageIndex, type Stage } from '@college/contracts/stages';
import { wrongStage } from '../../lib/app-error';

const STAGE_LABELS: Record<Stage, string> = {
  mobile_verification: 'mobile verification',
  personal_details: 'personal details',
  address_family_details: 'address and family details',
  application_fee_payment: 'application fee payment',
  program_selection: 'program selection',
  education_details: 'education details',
  declaration: 'declaration',
  submitted: 'submission',
};

/**
 * A step may be saved when the application has reached its stage and is not yet submitted;
 * earlier steps stay editable until submission.
 */
export function assertCanSave(currentStage: Stage, step: Stage): void {
  if (currentStage === 'submitted') {
    throw wrongStage('This application has been submitted and its stage can no longer change');
  }
  if (stageIndex(currentStage) < stageIndex(step)) {
    throw wrongStage(`Please complete the ${STAGE_LABELS[currentStage]} stage first`);
  }
}

/** The later of two stages: saving an earlier step never moves an application back. */
export function furthest(current: Stage, next: Stage): Stage {
  return stageIndex(next) > stageIndex(current) ? next : current;
}
