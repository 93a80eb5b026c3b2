import { z } from '../zod';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import { applicationIdSchema } from '../entities/application';
import { IMAGE_MAX_UPLOAD_BYTES, imageKindSchema, storedImageSchema } from '../entities/applicant-images';
import { PHOTO_ROLES } from '../roles';

// The applicant's photo and signature: sent and fetched by the applicant, fetched by the staff who
// read applications. Never cached anywhere: each answer says no-store.

const applicantParams = z.object({ applicationId: applicationIdSchema, kind: imageKindSchema });
const staffParams = z.object({ id: z.string().trim().max(20, 'Application not found'), kind: imageKindSchema });

const IMAGE_FILE = {
  field: 'file',
  maxBytes: IMAGE_MAX_UPLOAD_BYTES,
  description: 'One JPEG, PNG or WebP picture of up to 15 MB (the page sends it shrunk to under 200 KB)',
  missingMessage: 'Choose a picture to upload',
  tooLargeMessage: 'The picture is larger than 15 MB. Choose a smaller picture.',
  usageMessage: 'Send one picture in the field "file"',
};

export const uploadApplicantImage = endpoint({
  method: 'PUT',
  path: '/api/v1/admission/application/:applicationId/images/:kind',
  access: 'applicant',
  kind: 'multipart',
  summary: 'Send the photo or the signature: checked, re-encoded (orientation fixed, EXIF and GPS removed) and stored',
  params: applicantParams,
  file: IMAGE_FILE,
  response: ok(storedImageSchema),
});

export const getApplicantImage = endpoint({
  method: 'GET',
  path: '/api/v1/admission/application/:applicationId/images/:kind',
  access: 'applicant',
  kind: 'file',
  produces: 'image/jpeg',
  summary: "The applicant's own photo or signature, never cached",
  params: applicantParams,
  response: z.unknown(),
});

export const getOfficeApplicantImage = endpoint({
  method: 'GET',
  path: '/api/v1/staff/applications/:id/images/:kind',
  access: 'staff',
  roles: PHOTO_ROLES,
  kind: 'file',
  produces: 'image/jpeg',
  summary: "An applicant's photo or signature for the office, never cached; the read is recorded",
  params: staffParams,
  response: z.unknown(),
});
