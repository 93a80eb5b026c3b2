import { buildPath, type Endpoint, type ResponseOf, type Route, type RouteOf } from '@college/contracts/endpoint';
import { authRoutes } from '@college/contracts/endpoints/auth-routes';
import type { z } from '@college/contracts/zod';
import { i18n } from '@lingui/core';
import { localHref } from '../i18n/local-href';
import { ApiError } from './api-error';
import { leaveSessionNotice } from './session-notice';

type In<S> = S extends z.ZodType ? z.input<S> : never;

/** What a call needs besides the endpoint: only the parts the contract declares. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: In<E['params']> } : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: In<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: In<E['body']> } : { body?: never }) & { signal?: AbortSignal };

export type ApiClientOptions = {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Called when the session cannot be renewed; the default shows the expiry notice at /auth. */
  onSessionOut?: () => void;
};

export const TOKEN_REFRESH_FAILED = 'Token refresh failed';

function defaultSessionOut(): void {
  leaveSessionNotice();
  window.location.assign(localHref('/auth'));
}

function queryString(query: Record<string, string | number | boolean | null | undefined> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * An error body read through the contract: a proxy's error page or a stray body is no envelope.
 * The schema loads with the first error, not with the page.
 */
async function readErrorEnvelope(body: unknown): Promise<ConstructorParameters<typeof ApiError>[1]> {
  try {
    const { receivedErrorEnvelopeSchema } = await import('@college/contracts/envelope');
    const envelope = receivedErrorEnvelopeSchema.safeParse(body);
    return envelope.success ? envelope.data : null;
  } catch {
    // The schema's code could not be fetched (the connection dropped): the generic message stands.
    return null;
  }
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const onSessionOut = options.onSessionOut ?? defaultSessionOut;
  // Concurrent 401s share one refresh instead of racing the rotation.
  let refreshing: Promise<boolean> | null = null;

  async function send(endpoint: Route, input: Record<string, unknown>): Promise<Response> {
    const path = endpoint.path.includes(':') ? buildPath(endpoint.path, (input.params ?? {}) as Record<string, string>) : endpoint.path;
    const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
    return doFetch(
      `${baseUrl}${path}${queryString(input.query as Record<string, string | number | boolean | null | undefined> | undefined)}`,
      {
        method: endpoint.method,
        credentials: 'include',
        // The page's language: the server writes the applicant's messages and documents in it.
        headers: { Accept: 'application/json', 'Accept-Language': i18n.locale, ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
        body: hasBody ? JSON.stringify(input.body ?? {}) : undefined,
        signal: input.signal as AbortSignal | undefined,
      },
    );
  }

  async function refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      try {
        const res = await send(authRoutes.refreshSession, { body: {} });
        const body = (await readJson(res)) as { success?: boolean; sessionOut?: boolean } | null;
        if (body?.success) return true;
        if (body?.sessionOut) onSessionOut();
        return false;
      } catch {
        return false;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  /**
   * Calls an endpoint of the contracts with cookies. On a 401 from an endpoint that needs a
   * session, the session is refreshed once and the request retried once. Failures throw ApiError with the server's envelope.
   * Only the route is read: a caller that must not load the schemas passes the endpoint's route and
   * names the endpoint's type, `api.call<typeof sendOtp>(admissionRoutes.sendOtp, ...)`.
   */
  function call<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<ResponseOf<E>>;
  function call<E extends Endpoint>(route: RouteOf<E>, input: CallInput<E>): Promise<ResponseOf<E>>;
  async function call<E extends Endpoint>(endpoint: RouteOf<E>, input: CallInput<E>): Promise<ResponseOf<E>> {
    const payload = input as Record<string, unknown>;
    let res: Response;
    try {
      res = await send(endpoint, payload);
      // A 401 from a public endpoint (a wrong password or code) is an answer, not an expired session.
      if (res.status === 401 && endpoint.access !== 'public') {
        if (!(await refresh())) {
          throw new ApiError(401, { message: TOKEN_REFRESH_FAILED, code: 'UNAUTHORIZED' });
        }
        res = await send(endpoint, payload);
      }
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      throw new ApiError(0, null);
    }
    const body = (await readJson(res)) as ({ success?: boolean } & Record<string, unknown>) | null;
    if (!res.ok || !body || body.success === false) {
      throw new ApiError(res.status, await readErrorEnvelope(body), Number(res.headers.get('retry-after') ?? 0));
    }
    return body as ResponseOf<E>;
  }

  /**
   * A request outside the contracts' JSON (a file up or down) with the session's cookies, renewing
   * the session once and retrying once on a 401, as `call` does. Answers the response as it is; a
   * request that got nowhere throws ApiError with status 0, as `call` does.
   */
  async function fetchWithSession(
    url: string,
    init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const go = () =>
      doFetch(`${baseUrl}${url}`, { credentials: 'include', ...init, headers: { 'Accept-Language': i18n.locale, ...init.headers } }).catch(
        (err: unknown) => {
          // Nothing got through: the same error `call` raises, so callers tell a lost connection apart.
          if (err instanceof DOMException && err.name === 'AbortError') throw err;
          throw new ApiError(0, null);
        },
      );
    const res = await go();
    return res.status === 401 && (await refresh()) ? go() : res;
  }

  return { call, refresh, fetchWithSession };
}

export const api = createApiClient();
