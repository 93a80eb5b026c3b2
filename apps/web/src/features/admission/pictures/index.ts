import { lazy } from 'react';
import { loadPicturesMessages } from '../../../i18n/catalogs';

/** The pictures' code and words arrive together, after the step around them has drawn. */
export const ApplicantPictures = lazy(() =>
  Promise.all([import('./applicant-pictures'), loadPicturesMessages()]).then(([m]) => ({ default: m.ApplicantPictures })),
);

export const PicturesSummary = lazy(() =>
  Promise.all([import('./pictures-summary'), loadPicturesMessages()]).then(([m]) => ({ default: m.PicturesSummary })),
);
