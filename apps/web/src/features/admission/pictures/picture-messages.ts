import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, errorMessage } from '../../../lib/api-error';

// What the server may answer about a picture, by its English text (the message id), so the page
// shows it in the applicant's language. Loaded with the pictures' own catalog.
const PICTURE_MESSAGES = [
  msg({ id: 'This file is not a JPEG, PNG or WebP picture. Take a photo or choose a picture and try again.' }),
  msg({ id: 'This picture is too large (over 40 megapixels). Choose a smaller picture.' }),
  msg({ id: 'This picture could not be read. It may be damaged: take it again and try once more.' }),
  msg({ id: 'This picture carries data that is not part of the picture. Take it again with the camera or save it as a new picture.' }),
  msg({ id: 'This picture is too small to be seen clearly. Take it again closer up.' }),
  msg({ id: 'The picture is larger than 15 MB. Choose a smaller picture.' }),
  msg({ id: 'The application is submitted: its photo can no longer be changed' }),
  msg({ id: 'The application is submitted: its signature can no longer be changed' }),
  // A document sent for admission.
  msg({ id: 'This file is not a PDF or a JPEG, PNG or WebP picture. Take a photo of the certificate or choose its PDF and try again.' }),
  msg({ id: 'This document is already verified: nothing more is needed for it.' }),
  msg({ id: 'The file is larger than 5 MB. Take a photo of the certificate instead, or choose a smaller PDF.' }),
  msg({ id: 'Documents are sent once you hold a seat' }),
  msg({ id: 'This PDF is password-protected or encrypted. Remove the protection and upload it again.' }),
  msg({ id: 'This PDF could not be read. Save or print it to PDF again and upload the new file.' }),
  msg({ id: 'This PDF contains JavaScript, which is not allowed. Save or print it to PDF again and upload the new file.' }),
  msg({ id: 'This file carries other data after the end of the PDF. Save or print it to PDF again and upload the new file.' }),
];

/** What went wrong with a picture, in the page's language: the server's reason where it gave one. */
export function pictureError(error: unknown, fallback: string): string {
  const known = error instanceof ApiError ? PICTURE_MESSAGES.find((m) => m.id === error.message) : undefined;
  return known ? i18n._(known) : errorMessage(error, fallback);
}
