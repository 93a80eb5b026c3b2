import { lazy } from 'react';
import { loadStepsMessages } from '../../../i18n/catalogs';

// Everything after mobile entry loads on demand, so a first visit to /admission evaluates only the
// mobile step (a cheap phone spends its first seconds on what it shows). `preloadLaterSteps` fetches
// it while the applicant waits for their code, so the next step is there when they verify.
/** The steps' code with their words: the later steps' catalog is fetched beside it (and only once). */
let loading: Promise<typeof import('./steps')> | undefined;
const loadSteps = () =>
  (loading ??= Promise.all([import('./steps'), loadStepsMessages()])
    .then(([m]) => m)
    .catch((error: unknown) => {
      // A fetch lost on the way is tried again by the next step that asks.
      loading = undefined;
      throw error;
    }));

/**
 * Starts fetching the steps once the code's screen has painted: from the browser's cache they arrive
 * at once, and evaluating them is a long task on a cheap phone that would hold that screen back. A
 * page left for the messages app paints nothing, so they are asked for a moment later all the same
 * (they are fetched, and their words loaded, once).
 */
export function preloadLaterSteps(): void {
  requestAnimationFrame(() => setTimeout(() => void loadSteps(), 0));
  setTimeout(() => void loadSteps(), 200);
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
