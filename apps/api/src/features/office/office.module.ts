import { auditLog } from '../audit/audit.api';
import { staffByIds, staffIdByEmail } from '../staff/staff.api';
import { feature } from '../../lib/feature';
import { auditLogRoutes } from './audit-log.routes';
import { officeRoutes } from './office.routes';
import { officeService } from './office.service';
import { savedViewsService } from './saved-views';
import { savedViewsRoutes } from './saved-views.routes';

/** The office's queue and desk, its saved views, and the audit log it reads. */
export const officeFeature = feature({
  name: 'office',
  routes: ({ mount, db, clock }) => [
    auditLogRoutes(mount, { log: auditLog({ db, staff: { idByEmail: staffIdByEmail, byIds: staffByIds } }) }),
    officeRoutes(mount, { office: officeService({ db, clock }) }),
    savedViewsRoutes(mount, { views: savedViewsService({ db, clock }) }),
  ],
});
