import { z } from '../zod';
import { endpoint } from '../endpoint';
import { ok } from '../envelope';

const status = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  driver: z.enum(['pglite', 'postgres']),
  mode: z.enum(['demo', 'production']),
  uptimeSeconds: z.number(),
});

/** The database is reachable and migrated (kept for monitors that already poll it). */
export const health = endpoint({
  method: 'GET',
  path: '/api/v1/health',
  access: 'public',
  response: ok(status),
});

/** The process is up and answering: the load balancer restarts it when this fails. It touches nothing else. */
export const healthLive = endpoint({
  method: 'GET',
  path: '/api/v1/health/live',
  access: 'public',
  response: ok(z.object({ status: z.literal('ok'), uptimeSeconds: z.number() })),
});

/**
 * The process can serve: the database is reachable and migrated and the file store answers. The
 * load balancer sends no traffic while this fails (503 with Retry-After).
 */
export const healthReady = endpoint({
  method: 'GET',
  path: '/api/v1/health/ready',
  access: 'public',
  response: ok(status.extend({ storage: z.literal('up') })),
});
