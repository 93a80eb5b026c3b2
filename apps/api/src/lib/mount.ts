import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { Access, Endpoint } from '@college/contracts/endpoint';
import { AppError } from './app-error';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

type HandlerContext<E extends Endpoint> = {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  req: Request;
  res: Response;
};

type Handler<E extends Endpoint> = (ctx: HandlerContext<E>) => Promise<z.input<E['response']>> | z.input<E['response']>;

export type Mount = <E extends Endpoint>(router: Router, endpoint: E, handler: Handler<E>) => void;

type MountOptions = {
  /** Check every response against its contract (development and test): a mismatch is a bug. */
  validateResponses: boolean;
  /** Middleware that admits a caller for each non-public access level. */
  guards: Partial<Record<Exclude<Access, 'public'>, RequestHandler>>;
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * Builds `mount(router, endpoint, handler)`: the route is registered from the contract, its
 * params, query and body parsed with the contract's schemas (a ZodError becomes a 400 with field
 * errors), and the handler's result sent as JSON.
 */
export function createMount(options: MountOptions): Mount {
  return (router, endpoint, handler) => {
    const chain: RequestHandler[] = [];
    if (endpoint.access !== 'public') {
      const guard = options.guards[endpoint.access];
      if (!guard) throw new Error(`No guard for ${endpoint.access} access (${endpoint.path})`);
      chain.push(guard);
    }
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](endpoint.path, ...chain, async (req, res) => {
      // Only JSON bodies are accepted: a form post from another site cannot reach a handler.
      if (BODY_METHODS.has(endpoint.method) && hasBody(req) && !req.is('application/json')) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Requests must be sent as JSON');
      }
      const params = endpoint.params ? endpoint.params.parse(req.params) : undefined;
      const query = endpoint.query ? endpoint.query.parse(req.query) : undefined;
      const body = endpoint.body ? endpoint.body.parse(req.body ?? {}) : undefined;
      const result = await handler({ params, query, body, req, res } as HandlerContext<typeof endpoint>);
      if (options.validateResponses) {
        const check = endpoint.response.safeParse(result);
        if (!check.success) {
          req.log.error({ issues: check.error.issues, path: endpoint.path }, 'response breaks its contract');
          throw new Error(`Response of ${endpoint.method} ${endpoint.path} breaks its contract`);
        }
      }
      res.json(result);
    });
  };
}
