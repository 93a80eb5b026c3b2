// The form after mobile entry, as one chunk: every step is fetched together while the applicant
// waits for their code (later-steps.ts), so one request rather than one per step and per module
// they share, each with its own headers and round trip on a phone's connection.
export { PersonalDetailsStep } from './personal-details-step';
export { AddressFamilyStep } from './address-family-step';
export { FeeStep } from './fee-step';
export { ProgramSelectionStep } from './program-selection-step';
export { EducationStep } from './education-step';
export { DeclarationStep } from './declaration-step';
export { SuccessScreen } from './success-screen';
export { ApplicationDetails } from './application-details';
export { ExistingApplications } from './existing-applications';
