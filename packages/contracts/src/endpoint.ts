import type { z } from 'zod';
import type { StaffRole } from './roles';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, a signed-in applicant, or signed-in staff. */
export type Access = 'public' | 'applicant' | 'staff';

/**
 * How an endpoint's request and response travel:
 * - json (the default): a JSON body in, the JSON envelope out;
 * - multipart: form fields (checked by `body`) and one file part named by `file`, JSON out;
 * - raw: the body's exact bytes (a signed webhook), JSON out;
 * - file: JSON-free request, and the handler streams the answer itself (a PDF, a page).
 */
type EndpointKind = 'json' | 'multipart' | 'raw' | 'file';

/** The one file part a multipart endpoint takes, and what people are told when it is wrong. */
export type FilePart = {
  field: string;
  maxBytes: number;
  description: string;
  missingMessage: string;
  tooLargeMessage: string;
  /** For a malformed form: a second file part, an unknown part, a cut-off body. */
  usageMessage: string;
};

/**
 * One API endpoint, declared once: the API mounts its handler through it, the web client calls
 * through it and the OpenAPI document describes it. Paths use Express-style `:name` parameters.
 */
export type Endpoint = {
  method: HttpMethod;
  path: `/api/${string}`;
  access: Access;
  /** staff only: the roles admitted; a member holding any one of them may call. */
  roles?: readonly StaffRole[];
  kind?: EndpointKind;
  /** One line for the reference: what the endpoint is for. */
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** multipart only. */
  file?: FilePart;
  /** file only: the media type of what is sent; each one it may be, where a query chooses. */
  produces?: string | readonly string[];
  /** The status of a success, when it is not 200 (201 for something created). */
  status?: 201;
  response: z.ZodType;
};

/**
 * Where an endpoint lives and who may call it, without its schemas: all a client needs to call it.
 * The admission page's first screen calls through routes, so it starts without building any schema.
 */
export type Route = Pick<Endpoint, 'method' | 'path' | 'access'>;

/** The route of one endpoint, with the literal types its declaration has. */
export type RouteOf<E extends Endpoint> = Pick<E, 'method' | 'path' | 'access'>;

export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

/** Fills `:name` segments with URL-encoded values. */
export function buildPath<P extends string>(path: P, params: PathParams<P>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = (params as Record<string, string>)[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : never;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
