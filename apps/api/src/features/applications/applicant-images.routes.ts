import { Router, type Response } from 'express';
import { getApplicantImage, getOfficeApplicantImage, uploadApplicantImage } from '@college/contracts/endpoints/applicant-images';
import { IMAGE_LABEL } from '@college/contracts/entities/applicant-images';
import type { Mount } from '../../lib/mount';
import { principalOf } from '../sessions/sessions.api';
import { actorOf } from '../staff/staff.api';
import type { ApplicantImagesService } from './applicant-images.service';

/** A picture of a person: never kept by a browser, a proxy or a shared computer's cache. */
function sendPicture(res: Response, jpeg: Buffer): void {
  res.setHeader('Content-Type', 'image/jpeg');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Disposition', 'inline');
  res.setHeader('Content-Length', jpeg.length);
  res.end(jpeg);
}

export function applicantImageRoutes(mount: Mount, deps: { images: ApplicantImagesService }): Router {
  const router = Router();
  const { images } = deps;

  mount(router, uploadApplicantImage, async ({ params, file, req }) => ({
    success: true as const,
    data: await images.upload(params.applicationId, principalOf(req).subject, params.kind, file),
    message: `${IMAGE_LABEL[params.kind]} saved`,
  }));

  mount(router, getApplicantImage, async ({ params, req, res }) => {
    sendPicture(res, await images.forApplicant(params.applicationId, principalOf(req).subject, params.kind));
  });

  mount(router, getOfficeApplicantImage, async ({ params, req, res }) => {
    sendPicture(res, await images.forStaff(actorOf(req), params.id, params.kind));
  });

  return router;
}
