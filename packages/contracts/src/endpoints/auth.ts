import { z } from '../zod';
import { endpoint } from '../endpoint';
import { okMessage } from '../envelope';

const emptyBody = z.object({}).strict().optional();

/** Rotates the session. `sessionOut` tells the client the session is over and to sign in again. */
export const refreshSession = endpoint({
  method: 'POST',
  path: '/api/v1/auth/refresh',
  access: 'public',
  body: emptyBody,
  response: z.object({
    success: z.boolean(),
    sessionOut: z.boolean(),
    message: z.string().optional(),
  }),
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/v1/auth/logout',
  access: 'public',
  body: emptyBody,
  response: okMessage,
});
