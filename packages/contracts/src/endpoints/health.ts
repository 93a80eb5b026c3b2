import { z } from '../zod';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';

export const health = endpoint({
  method: 'GET',
  path: '/api/v1/health',
  access: 'public',
  response: ok(
    z.object({
      status: z.literal('ok'),
      database: z.literal('up'),
      driver: z.enum(['pglite', 'postgres']),
      mode: z.enum(['demo', 'production']),
      uptimeSeconds: z.number(),
    }),
  ),
});
