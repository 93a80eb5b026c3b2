import type { Route } from '@college/contracts/endpoint';

/** Cache keys come from the contract: method, path pattern, then the parameters. */
export const keyOf = (endpoint: Route, params?: Record<string, unknown>) =>
  params ? ([endpoint.method, endpoint.path, params] as const) : ([endpoint.method, endpoint.path] as const);

/** Every step's save (api/save-step), so the wizard can tell one is on its way without loading the saves' code. */
export const SAVE_STEP_KEY = ['save-step'] as const;
