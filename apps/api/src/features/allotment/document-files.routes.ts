import { Router, type Response } from 'express';
import { getAdmissionDocumentFile, getOfficeDocumentFile, uploadAdmissionDocument } from '@college/contracts/endpoints/joining';
import type { Mount } from '../../lib/mount';
import type { ApplicationService } from '../applications/applications.api';
import { principalOf } from '../sessions/sessions.api';
import { actorOf } from '../staff/staff.api';
import type { AllotmentChoices } from './choices';
import type { DocumentFiles, SentDocument } from './document-files';

/** A certificate of a minor: never kept by a browser, a proxy or a shared computer's cache, never run. */
function sendDocument(res: Response, file: SentDocument): void {
  res.setHeader('Content-Type', file.row.format === 'pdf' ? 'application/pdf' : 'image/jpeg');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Disposition', `inline; filename="${file.row.code}.${file.row.format === 'pdf' ? 'pdf' : 'jpg'}"`);
  res.setHeader('Content-Security-Policy', 'sandbox');
  res.setHeader('Content-Length', file.bytes.length);
  res.end(file.bytes);
}

/** The documents sent from the phone: by the applicant holding a seat, read back by them and by the desk. */
export function documentFileRoutes(
  mount: Mount,
  deps: { files: DocumentFiles; choices: AllotmentChoices; applications: ApplicationService },
): Router {
  const router = Router();
  const { files } = deps;

  mount(router, uploadAdmissionDocument, async ({ params, file, req }) => {
    const mobile = principalOf(req).subject;
    const application = await deps.applications.get(params.applicationId, mobile);
    const held = await deps.choices.documentsHeld(application);
    return {
      success: true as const,
      data: await files.upload(application.applicationId, mobile, params.code, file, held),
      message: 'Document sent',
    };
  });

  mount(router, getAdmissionDocumentFile, async ({ params, req, res }) => {
    sendDocument(res, await files.forApplicant(params.applicationId, principalOf(req).subject, params.code));
  });

  mount(router, getOfficeDocumentFile, async ({ params, req, res }) => {
    sendDocument(res, await files.forStaff(actorOf(req), params.id, params.code));
  });

  return router;
}
