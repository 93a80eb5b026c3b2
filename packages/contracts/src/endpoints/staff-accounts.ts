import { z } from '../zod';
import { endpoint } from '../endpoint';
import { ok, okMessage } from '../envelope';
import { ADMIN_ROLES, STAFF_ROLES } from '../roles';
import { requiredText, text } from '../rules/text';

export const MIN_PASSWORD_LENGTH = 12;
/** Why the server refuses a password of the right length (NIST SP 800-63B 3.1.1.2); the form shows it beside the field. */
export const PASSWORD_REFUSALS = {
  common: 'This password is on a list of common and leaked passwords, which are tried first. Please choose another.',
  repeated: 'A password of one character repeated is guessed at once. Please choose another.',
  email: 'A password may not contain your email address or the name before its @. Please choose another.',
} as const;

const email = text({ error: 'Email is required' }).trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address'));
const roles = z
  .array(z.enum(STAFF_ROLES, { error: 'Unknown role' }), { error: 'Choose at least one role' })
  .min(1, 'Choose at least one role')
  .transform((r) => [...new Set(r)]);

export const staffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  passwordSet: z.boolean(),
  totpEnabled: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** A one-time link to hand over; the token is in the fragment, so it never reaches a server log. */
/** The one-time link, emailed to the member; the link itself too, for when the email does not arrive. */
const passwordLinkSchema = z.object({ link: z.string(), expiresAt: z.string(), emailedTo: z.string() });

const params = z.object({ id: z.uuid({ error: 'Staff account not found' }) });

export const listStaffAccounts = endpoint({
  method: 'GET',
  path: '/api/v1/staff/accounts',
  access: 'staff',
  roles: ADMIN_ROLES,
  response: ok(z.array(staffAccountSchema)),
});

export const createStaffAccount = endpoint({
  method: 'POST',
  path: '/api/v1/staff/accounts',
  access: 'staff',
  roles: ADMIN_ROLES,
  status: 201,
  summary: 'Add a member of staff; the answer carries the one-time link through which they set a password',
  body: z.object({ email, name: requiredText('Name is required', 120), roles }),
  response: ok(z.object({ account: staffAccountSchema, passwordLink: passwordLinkSchema })),
});

export const updateStaffAccount = endpoint({
  method: 'PATCH',
  path: '/api/v1/staff/accounts/:id',
  access: 'staff',
  roles: ADMIN_ROLES,
  summary: 'Change roles or name, disable or enable',
  params,
  body: z.object({
    name: requiredText('Name is required', 120).optional(),
    roles: roles.optional(),
    disabled: z.boolean().optional(),
  }),
  response: ok(staffAccountSchema),
});

export const resetStaffPassword = endpoint({
  method: 'POST',
  path: '/api/v1/staff/accounts/:id/password-link',
  access: 'staff',
  roles: ADMIN_ROLES,
  summary: 'A new one-time link through which the member sets a new password',
  params,
  response: ok(passwordLinkSchema),
});

export const resetStaffSecondFactor = endpoint({
  method: 'POST',
  path: '/api/v1/staff/accounts/:id/second-factor/reset',
  access: 'staff',
  roles: ADMIN_ROLES,
  summary: 'Remove a member’s authenticator and recovery codes (a lost phone); they enrol again',
  params,
  response: ok(staffAccountSchema),
});

const token = text({ error: 'This link is not valid' }).trim().min(1, 'This link is not valid').max(200, 'This link is not valid');

export const checkPasswordLink = endpoint({
  method: 'POST',
  path: '/api/v1/auth/staff/password-link',
  access: 'public',
  summary: 'Whose one-time link this is, before they choose a password',
  body: z.object({ token }),
  response: ok(z.object({ email: z.string() })),
});

export const setStaffPassword = endpoint({
  method: 'POST',
  path: '/api/v1/auth/staff/set-password',
  access: 'public',
  summary: 'Choose a password through a one-time link; the link then stops working',
  body: z.object({
    token,
    password: text({ error: 'Password is required' })
      .min(MIN_PASSWORD_LENGTH, `Passwords need at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(200, 'Passwords are at most 200 characters'),
  }),
  response: okMessage,
});
