import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import { admissionWindowsSchema } from '../entities/intake-windows';
import { admissionRoutes } from './admission-routes';

// Apart from the admin's settings endpoints: the admission page loads this one, and none of their input rules.
export const getAdmissionWindows = endpoint({
  ...admissionRoutes.windows,
  summary: 'The application fee charged now, and when each programme takes applications',
  response: ok(admissionWindowsSchema),
});
