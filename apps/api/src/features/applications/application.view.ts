import type { Application, ApplicationSummary } from '@college/contracts/entities/application';
import type { ProgramSelection } from '@college/contracts/entities/program-selection';
import { PAISE_PER_RUPEE } from '@college/contracts/constants';
import type { ApplicationFee } from '@college/contracts/entities/payment';
import type { ApplicantImages } from '@college/contracts/entities/applicant-images';
import type { ApplicationRow, ProgramSelectionRow } from './application.repository';

function toProgramSelection(row: ProgramSelectionRow): ProgramSelection {
  return {
    _id: row.id,
    programLevel: row.programLevel,
    programName: row.programName,
    mode: row.mode,
    branchPreferences: row.branchPreferences,
    specialization: row.specialization,
    selected: row.selected,
    priority: row.priority,
  };
}

/** The whole application as GET application/{id} answers it. */
export function toApplication(
  row: ApplicationRow,
  selections: ProgramSelectionRow[],
  fee: ApplicationFee,
  images: ApplicantImages,
): Application {
  return {
    applicationId: row.id,
    _id: row.id,
    mobile: row.mobile,
    status: row.status,
    statusRemark: row.statusRemark,
    currentStage: row.currentStage,
    isExistingApplication: row.personalDetails !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    personalDetails: row.personalDetails,
    addressFamilyDetails: row.addressFamilyDetails,
    programSelections: selections.map(toProgramSelection),
    educationDetails: row.educationDetails,
    declaration: row.declaration,
    paymentDetails: { application_fee: fee },
    feeAmount: row.feePaise / PAISE_PER_RUPEE,
    images,
  };
}

export function toSummary(row: ApplicationRow, selections: ProgramSelectionRow[]): ApplicationSummary {
  return {
    applicationId: row.id,
    _id: row.id,
    fullName: row.fullName,
    status: row.status,
    statusRemark: row.statusRemark,
    currentStage: row.currentStage,
    createdAt: row.createdAt.toISOString(),
    programSelections: selections.map(toProgramSelection),
  };
}
