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

  mount(router, savePersonalDetails, async ({ body, req }) => {
    const mobile = verifiedMobile(req);
    await applications.savePersonalDetails(body.applicationId, mobile, body.personalDetails, req.ip ?? null);
    return {
      success: true as const,
      message: 'Personal details saved successfully',
      data: await applications.get(body.applicationId, mobile),
    };
  });

  mount(router, saveAddressFamilyDetails, async ({ body, req }) => {
    const mobile = verifiedMobile(req);
    await applications.saveAddressFamily(body.applicationId, mobile, body.addressFamilyDetails);
    return {
      success: true as const,
      message: 'Address and family details saved successfully',
      data: await applications.get(body.applicationId, mobile),
    };
  });

  mount(router, saveProgramSelection, async ({ params, body, req }) => {
    const mobile = verifiedMobile(req);
    await applications.saveProgramSelections(params.applicationId, mobile, body.programSelections);
    return {
      success: true as const,
      message: 'Program selection saved successfully',
      data: await applications.get(params.applicationId, mobile),
    };
  });

  mount(router, getEducationDetails, async ({ params, req }) => ({
    success: true as const,
    data: await applications.getEducation(params.applicationId, verifiedMobile(req)),
  }));

  mount(router, saveEducationDetails, async ({ params, body, req }) => {
    const mobile = verifiedMobile(req);
    await applications.saveEducation(params.applicationId, mobile, body.educationDetails);
    return {
      success: true as const,
      message: 'Education details saved successfully!',
      data: await applications.get(params.applicationId, mobile),
    };
  });

  mount(router, submitDeclaration, async ({ params, body, req }) => {
    const mobile = verifiedMobile(req);
    await applications.declare(params.applicationId, mobile, body);
    return {
      success: true as const,
      message: 'Application Completed Successfully!',
      data: await applications.get(params.applicationId, mobile),
    };
  });

  return router;
}
