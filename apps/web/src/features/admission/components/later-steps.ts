import { lazy } from 'react';
import { loadStepsMessages } from '../../../i18n/catalogs';

// Everything after mobile entry loads on demand, so a first visit to /admission evaluates only the
// mobile step (a cheap phone spends its first seconds on what it shows). `preloadLaterSteps` fetches
// them all while the applicant waits for their code, so the next step is there when they verify.
/** A step's code with its words: the later steps' catalog is fetched beside it (and only once). */
const withWords =
  <T>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadStepsMessages()]).then(([m]) => m);

const modules = {
  personal: withWords(() => import('./personal-details-step')),
  address: withWords(() => import('./address-family-step')),
  fee: withWords(() => import('./fee-step')),
  program: withWords(() => import('./program-selection-step')),
  education: withWords(() => import('./education-step')),
  declaration: withWords(() => import('./declaration-step')),
  success: withWords(() => import('./success-screen')),
  details: withWords(() => import('./application-details')),
  list: withWords(() => import('./existing-applications')),
};

export function preloadLaterSteps(): void {
  for (const load of Object.values(modules)) void load();
}

export const PersonalDetailsStep = lazy(() => modules.personal().then((m) => ({ default: m.PersonalDetailsStep })));
export const AddressFamilyStep = lazy(() => modules.address().then((m) => ({ default: m.AddressFamilyStep })));
export const FeeStep = lazy(() => modules.fee().then((m) => ({ default: m.FeeStep })));
export const ProgramSelectionStep = lazy(() => modules.program().then((m) => ({ default: m.ProgramSelectionStep })));
export const EducationStep = lazy(() => modules.education().then((m) => ({ default: m.EducationStep })));
export const DeclarationStep = lazy(() => modules.declaration().then((m) => ({ default: m.DeclarationStep })));
export const SuccessScreen = lazy(() => modules.success().then((m) => ({ default: m.SuccessScreen })));
export const ApplicationDetails = lazy(() => modules.details().then((m) => ({ default: m.ApplicationDetails })));
export const ExistingApplications = lazy(() => modules.list().then((m) => ({ default: m.ExistingApplications })));
