import { Router } from 'express';
import { COLLEGE_IDENTITY } from '@college/contracts/college';
import type { Application } from '@college/contracts/entities/application';
import type { Language } from '@college/contracts/languages';
import { getAcknowledgement } from '@college/contracts/endpoints/admission';
import { verifyAcknowledgement } from '@college/contracts/endpoints/verify';
import { notFound, wrongStage } from '../../lib/app-error';
import type { Mount } from '../../lib/mount';
import { requestLanguage } from '../../lib/request-language';
import type { ApplicantImagesService, ApplicationService } from '../applications/applications.api';
import { principalOf } from '../sessions/sessions.api';
import { acknowledgementPdf } from './acknowledgement-pdf';
import type { VerifyKeys } from '../../config/verify-keys';
import { verificationToken, verifiedApplicationId } from './verification-token';

const ADDRESS = Object.values(COLLEGE_IDENTITY.address).join(', ');

/** The acknowledgement PDF of a submitted application, with its verification link. */
export async function acknowledgementOf(
  application: Application,
  deps: { verifyKeys: VerifyKeys; publicOrigin: string; images: Pick<ApplicantImagesService, 'forDocument'> },
  language: Language,
): Promise<Uint8Array> {
  const token = verificationToken(deps.verifyKeys, application.applicationId);
  const { photo, signature } = await deps.images.forDocument(application.applicationId);
  return acknowledgementPdf({
    photo,
    signature,
    college: { name: COLLEGE_IDENTITY.name, address: ADDRESS },
    application,
    submittedAt: application.declaration?.agreedAt ?? application.updatedAt,
    verifyUrl: `${deps.publicOrigin}/verify/${token}`,
    language,
  });
}

const NOT_VALID = 'This verification link is not valid';

export function acknowledgementRoutes(
  mount: Mount,
  deps: { applications: ApplicationService; images: ApplicantImagesService; verifyKeys: VerifyKeys; publicOrigin: string },
): Router {
  const router = Router();

  mount(router, getAcknowledgement, async ({ params, req, res }) => {
    const application = await deps.applications.get(params.applicationId, principalOf(req).subject);
    if (application.currentStage !== 'submitted' || !application.declaration) {
      throw wrongStage('The acknowledgement is ready once the application is submitted');
    }
    const pdf = await acknowledgementOf(application, deps, requestLanguage(req));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="acknowledgement-${application.applicationId}.pdf"`);
    res.setHeader('Cache-Control', 'no-store');
    res.end(Buffer.from(pdf));
  });

  mount(router, verifyAcknowledgement, async ({ params }) => {
    const id = verifiedApplicationId(deps.verifyKeys, params.token);
    const facts = id ? await deps.applications.verificationFacts(id) : null;
    if (!facts) throw notFound(NOT_VALID);
    return { success: true as const, data: facts };
  });

  return router;
}
