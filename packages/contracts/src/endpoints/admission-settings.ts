import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import { admissionSettingsInputSchema } from '../entities/admission-settings';
import { admissionWindowsSchema } from '../entities/intake-windows';
import { ADMIN_ROLES } from '../roles';

export const getAdmissionSettings = endpoint({
  method: 'GET',
  path: '/api/v1/staff/settings/admission',
  access: 'staff',
  roles: ADMIN_ROLES,
  summary: "The admin's admission settings: the fee and each intake's window",
  response: ok(admissionWindowsSchema),
});

export const updateAdmissionSettings = endpoint({
  method: 'PUT',
  path: '/api/v1/staff/settings/admission',
  access: 'staff',
  roles: ADMIN_ROLES,
  summary: 'Change the fee and the windows; recorded in the audit with what it was',
  body: admissionSettingsInputSchema,
  response: ok(admissionWindowsSchema),
});
