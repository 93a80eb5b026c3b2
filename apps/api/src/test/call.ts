import type { Test } from 'supertest';
import { buildPath, type BodyOf, type Endpoint, type PathParams, type QueryOf } from '@college/contracts/endpoint';

/** Anything supertest can send a request through: `request(app)` or a signed-in `request.agent(app)`. */
type Caller = { [M in 'get' | 'post' | 'put' | 'patch' | 'delete']: (url: string) => Test };

type CallOptions<E extends Endpoint> = {
  params?: PathParams<E['path']>;
  /** The query as the schema reads it, or a literal query string (for hostile or oddly encoded input). */
  query?: string | { [K in keyof QueryOf<E>]?: unknown };
  /** The body as the contract declares it: a renamed or retyped field fails to compile here. */
  body?: BodyOf<E>;
  /** A body the contract refuses, sent as it is: only for tests of what bad input does. */
  unchecked?: unknown;
};

/** The options argument is required exactly when the path has `:name` parameters to fill. */
type OptionsArg<E extends Endpoint> = [keyof PathParams<E['path']>] extends [never]
  ? [options?: CallOptions<E>]
  : [options: CallOptions<E> & { params: PathParams<E['path']> }];

/**
 * Calls an endpoint by its declaration, not by a hand-written URL: the method and path come from
 * the contract, path parameters are filled and encoded, and the body is checked against the
 * contract's type. Answers supertest's request, so `.expect`, `.set` and `.attach` chain as usual.
 */
export function call<E extends Endpoint>(caller: Caller, e: E, ...[options]: OptionsArg<E>): Test {
  const path = buildPath(e.path, (options?.params ?? {}) as PathParams<E['path']>);
  const test = caller[e.method.toLowerCase() as Lowercase<E['method']>](path);
  if (options?.query !== undefined) void test.query(options.query);
  if (options?.body !== undefined) void test.send(options.body as object);
  if (options?.unchecked !== undefined) void test.send(options.unchecked as object);
  return test;
}
