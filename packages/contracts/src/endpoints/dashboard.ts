import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import { dashboardSchema } from '../entities/dashboard';
import { DECISION_ROLES } from '../roles';

export const getDashboard = endpoint({
  method: 'GET',
  path: '/api/v1/staff/dashboard',
  access: 'staff',
  roles: DECISION_ROLES,
  summary:
    'The season in numbers for admissions and admin: applications by status, programme, branch, category and day; fees by day; open requests; next dates',
  response: ok(dashboardSchema),
});
