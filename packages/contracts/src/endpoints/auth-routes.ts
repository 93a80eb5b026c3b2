import type { Route } from '../endpoint';

/** The session endpoints every page's API client may call, without their schemas (see admission-routes). */
export const authRoutes = {
  refreshSession: { method: 'POST', path: '/api/v1/auth/refresh', access: 'public' },
  logout: { method: 'POST', path: '/api/v1/auth/logout', access: 'public' },
} as const satisfies Record<string, Route>;
