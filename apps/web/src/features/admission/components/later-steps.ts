import { lazy } from 'react';
import { loadStepsMessages } from '../../../i18n/catalogs';

// Everything after mobile entry loads on demand, so a first visit to /admission evaluates only the
// mobile step (a cheap phone spends its first seconds on what it shows). `preloadLaterSteps` fetches
// it while the applicant waits for their code, so the next step is there when they verify.
/** The steps' code with their words: the later steps' catalog is fetched beside it (and only once). */
const loadSteps = () => Promise.all([import('./steps'), loadStepsMessages()]).then(([m]) => m);

export function preloadLaterSteps(): void {
  void loadSteps();
}

export const PersonalDetailsStep = lazy(() => loadSteps().then((m) => ({ default: m.PersonalDetailsStep })));
export const AddressFamilyStep = lazy(() => loadSteps().then((m) => ({ default: m.AddressFamilyStep })));
export const FeeStep = lazy(() => loadSteps().then((m) => ({ default: m.FeeStep })));
export const ProgramSelectionStep = lazy(() => loadSteps().then((m) => ({ default: m.ProgramSelectionStep })));
export const EducationStep = lazy(() => loadSteps().then((m) => ({ default: m.EducationStep })));
export const DeclarationStep = lazy(() => loadSteps().then((m) => ({ default: m.DeclarationStep })));
export const SuccessScreen = lazy(() => loadSteps().then((m) => ({ default: m.SuccessScreen })));
export const ApplicationDetails = lazy(() => loadSteps().then((m) => ({ default: m.ApplicationDetails })));
export const ExistingApplications = lazy(() => loadSteps().then((m) => ({ default: m.ExistingApplications })));
