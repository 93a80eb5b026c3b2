import type { Application, ApplicationSummary } from '@college/contracts/entities/application';
import type { ProgramSelection } from '@college/contracts/entities/program-selection';
import { PAISE_PER_RUPEE } from '@college/contracts/constants';
import type { ApplicationStatus, Stage } from '@college/contracts/stages';
import { feeSummary } from '../payments/fee-summary';
import type { PaymentRow } from '../payments/payment.repository';
import type { ApplicationRow, ProgramSelectionRow } from './application.repository';

export function toProgramSelection(row: ProgramSelectionRow): ProgramSelection {
  return {
    _id: row.id,
    programLevel: row.programLevel as ProgramSelection['programLevel'],
    programName: row.programName,
    mode: row.mode,
    branchPreferences: row.branchPreferences as ProgramSelection['branchPreferences'],
    specialization: row.specialization,
    selected: row.selected,
    priority: row.priority,
  };
}

/** The whole application as GET application/{id} answers it. */
export function toApplication(
  row: ApplicationRow,
  selections: ProgramSelectionRow[],
  payments: PaymentRow[],
  now: Date,
): Application {
  return {
    applicationId: row.id,
    _id: row.id,
    mobile: row.mobile,
    status: row.status as ApplicationStatus,
    currentStage: row.currentStage as Stage,
    isExistingApplication: row.personalDetails !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    personalDetails: (row.personalDetails as Application['personalDetails']) ?? null,
    addressFamilyDetails: (row.addressFamilyDetails as Application['addressFamilyDetails']) ?? null,
    programSelections: selections.map(toProgramSelection),
    educationDetails: (row.educationDetails as Application['educationDetails']) ?? null,
    declaration: (row.declaration as Application['declaration']) ?? null,
    paymentDetails: { application_fee: feeSummary(row.feePaise, payments, now) },
    feeAmount: row.feePaise / PAISE_PER_RUPEE,
  };
}

export function toSummary(row: ApplicationRow, selections: ProgramSelectionRow[]): ApplicationSummary {
  return {
    applicationId: row.id,
    _id: row.id,
    fullName: row.fullName,
    status: row.status as ApplicationStatus,
    currentStage: row.currentStage as Stage,
    createdAt: row.createdAt.toISOString(),
    programSelections: selections.map(toProgramSelection),
  };
}
