import { z } from '../zod';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import { COMMITTEE_KINDS, committeeInputSchema, publicCommitteeSchema, staffCommitteeSchema } from '../entities/committee';
import { CONTENT_ROLES } from '../roles';

const params = z.object({ kind: z.enum(COMMITTEE_KINDS, { error: 'Committee not found' }) });

export const listStaffCommittees = endpoint({
  method: 'GET',
  path: '/api/v1/staff/committees',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Every committee and officer the college must have, set up or not, with those past their term or review date marked',
  response: ok(z.array(staffCommitteeSchema)),
});

export const saveCommittee = endpoint({
  method: 'PUT',
  path: '/api/v1/staff/committees/:kind',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Set up or change a committee: its members, the order, its term and review date; audited with what changed',
  params,
  body: committeeInputSchema,
  response: ok(staffCommitteeSchema),
});

export const listCommittees = endpoint({
  method: 'GET',
  path: '/api/v1/committees',
  access: 'public',
  summary: 'The committees and officers set up, with their members and contacts, in English or Malayalam',
  query: z.object({ lang: z.enum(['en', 'ml'], { error: 'Language is en or ml' }).default('en') }),
  response: ok(z.array(publicCommitteeSchema)),
});
