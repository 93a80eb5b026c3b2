import { z } from '../zod';
import { endpoint } from '../endpoint';
import { authRoutes } from './auth-routes';
import { okMessage } from '../envelope';

const emptyBody = z.object({}).strict().optional();

/** Rotates the session. `sessionOut` tells the client the session is over and to sign in again. */
export const refreshSession = endpoint({
  ...authRoutes.refreshSession,
  body: emptyBody,
  // A refused refresh is a 401 with the error envelope's code and request id beside sessionOut.
  response: z.object({
    success: z.boolean(),
    sessionOut: z.boolean(),
    message: z.string().optional(),
    code: z.literal('UNAUTHORIZED').optional(),
    requestId: z.string().optional(),
  }),
});

export const logout = endpoint({
  ...authRoutes.logout,
  body: emptyBody,
  response: okMessage,
});
