import { Router } from 'express';
import {
  checkExisting,
  createApplication,
  getApplication,
  getEducationDetails,
  saveAddressFamilyDetails,
  saveEducationDetails,
  savePersonalDetails,
  saveProgramSelection,
  submitDeclaration,
} from '@college/contracts/endpoints/admission';
import { forbidden } from '../../lib/app-error';
import type { Mount } from '../../lib/mount';
import { principalOf } from '../sessions/sessions.api';
import type { ApplicationService } from './application.service';

/** The mobile a request acts for: always the verified one, whatever the body says. */
function verifiedMobile(req: Parameters<typeof principalOf>[0], claimed?: string): string {
  const mobile = principalOf(req).subject;
  if (claimed !== undefined && claimed !== mobile) {
    throw forbidden('You can only use the mobile number you verified');
  }
  return mobile;
}

export function applicationRoutes(mount: Mount, deps: { applications: ApplicationService }): Router {
  const router = Router();
  const { applications } = deps;

  mount(router, checkExisting, async ({ body, req }) => {
    const result = await applications.checkExisting(verifiedMobile(req, body.mobile));
    return { success: true as const, ...result };
  });

  mount(router, createApplication, async ({ body, req }) => {
    const created = await applications.create(verifiedMobile(req, body.mobile));
    return {
      success: true as const,
      data: { applicationId: created.id, currentStage: 'personal_details' as const },
      message: 'New Application Created',
    };
  });

  mount(router, getApplication, async ({ params, req }) => ({
    success: true as const,
    data: await applications.get(params.applicationId, verifiedMobile(req)),
  }));

  /** A step's save: done for the verified mobile, answered with the application as it now stands (one round trip per step). */
  async function saved(
    req: Parameters<typeof principalOf>[0],
    applicationId: string,
    message: string,
    save: (mobile: string) => Promise<unknown>,
  ) {
    const mobile = verifiedMobile(req);
    await save(mobile);
    return { success: true as const, message, data: await applications.get(applicationId, mobile) };
  }

  mount(router, savePersonalDetails, ({ body, req }) =>
    saved(req, body.applicationId, 'Personal details saved successfully', (mobile) =>
      applications.savePersonalDetails(body.applicationId, mobile, body.personalDetails, req.ip ?? null),
    ),
  );
  mount(router, saveAddressFamilyDetails, ({ body, req }) =>
    saved(req, body.applicationId, 'Address and family details saved successfully', (mobile) =>
      applications.saveAddressFamily(body.applicationId, mobile, body.addressFamilyDetails),
    ),
  );
  mount(router, saveProgramSelection, ({ params, body, req }) =>
    saved(req, params.applicationId, 'Program selection saved successfully', (mobile) =>
      applications.saveProgramSelections(params.applicationId, mobile, body.programSelections),
    ),
  );
  mount(router, getEducationDetails, async ({ params, req }) => ({
    success: true as const,
    data: await applications.getEducation(params.applicationId, verifiedMobile(req)),
  }));
  mount(router, saveEducationDetails, ({ params, body, req }) =>
    saved(req, params.applicationId, 'Education details saved successfully!', (mobile) =>
      applications.saveEducation(params.applicationId, mobile, body.educationDetails),
    ),
  );
  mount(router, submitDeclaration, ({ params, body, req }) =>
    saved(req, params.applicationId, 'Application Completed Successfully!', (mobile) =>
      applications.declare(params.applicationId, mobile, body),
    ),
  );

  return router;
}
