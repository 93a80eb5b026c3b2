import { Router } from 'express';
import { getAdmissionSettings, updateAdmissionSettings } from '@college/contracts/endpoints/admission-settings';
import { getAdmissionWindows } from '@college/contracts/endpoints/admission-windows';
import type { Mount } from '../../lib/mount';
import { actorOf } from '../staff/staff.api';
import type { AdmissionSettingsService } from './admission-settings';

/** The admission page's windows and fee, and the admin's form that sets them. */
export function admissionSettingsRoutes(mount: Mount, deps: { settings: AdmissionSettingsService }): Router {
  const router = Router();
  const { settings } = deps;

  mount(router, getAdmissionWindows, async () => ({ success: true as const, data: await settings.read() }));

  mount(router, getAdmissionSettings, async () => ({ success: true as const, data: await settings.read() }));

  mount(router, updateAdmissionSettings, async ({ body, req }) => ({
    success: true as const,
    data: await settings.update(actorOf(req), body),
    message: 'Admission settings saved',
  }));

  return router;
}
