import type { StaffRole } from '@college/contracts/roles';
import { STAFF_ROLES } from '@college/contracts/roles';
import type { StaffService } from './staff.service';

// Demo mode only: one account per role, so a visitor can try the office. The password is
// published (in the README and the log); production never runs this.
export const DEMO_STAFF_PASSWORD = 'demo-office-2026';

const NAMES: Record<StaffRole, string> = {
  admin: 'Demo Administrator',
  admissions: 'Demo Admissions Officer',
  viewer: 'Demo Viewer',
  accounts: 'Demo Accounts Clerk',
  editor: 'Demo Question-paper Editor',
  content: 'Demo Content Editor',
};

const demoStaffEmail = (role: StaffRole) => `${role}@college.example`;

/** Creates the demo accounts that are missing; answers the emails of all of them and whether any was new. */
export async function seedDemoStaff(staff: StaffService): Promise<{ emails: string[]; created: number }> {
  let created = 0;
  for (const role of STAFF_ROLES) {
    const email = demoStaffEmail(role);
    if (await staff.byEmail(email)) continue;
    await staff.create(email, DEMO_STAFF_PASSWORD, [role], NAMES[role]);
    created += 1;
  }
  return { emails: STAFF_ROLES.map(demoStaffEmail), created };
}
