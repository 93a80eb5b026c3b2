import { z } from '../zod';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';
import { APPLICATION_STATUSES } from '../stages';

/** What a printed acknowledgement's QR code shows anyone who scans it: no personal data beyond initials. */
export const verifyAcknowledgement = endpoint({
  method: 'GET',
  path: '/api/v1/verify/:token',
  access: 'public',
  summary: 'Check a printed acknowledgement: its number, initials, programme and status, or 404 for a forged or altered token',
  params: z.object({ token: z.string().max(120, 'This verification link is not valid') }),
  response: ok(
    z.object({
      applicationId: z.string(),
      initials: z.string(),
      programme: z.string(),
      status: z.enum(APPLICATION_STATUSES),
    }),
  ),
});
