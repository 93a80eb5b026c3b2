import { lazy } from 'react';
import { loadStepsMessages } from '../../../i18n/catalogs';

/** The pictures' code and words arrive together, after the step around them has drawn. */
export const ApplicantPictures = lazy(() =>
  Promise.all([import('./applicant-pictures'), loadStepsMessages()]).then(([m]) => ({ default: m.ApplicantPictures })),
);

export const PicturesSummary = lazy(() =>
  Promise.all([import('./pictures-summary'), loadStepsMessages()]).then(([m]) => ({ default: m.PicturesSummary })),
);
