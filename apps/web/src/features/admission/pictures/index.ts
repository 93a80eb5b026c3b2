// The pictures' panels, part of the form's steps chunk (components/steps.ts): fetched with the
// steps while the applicant waits for their code, they need no request of their own.
export { ApplicantPictures } from './applicant-pictures';
export { PicturesSummary } from './pictures-summary';
