import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/router';

// Read by scripts/prerender.mjs from the server build.
/** @public */
export { NOT_FOUND_META, publicPages } from './config/seo';
/** @public */
export { college } from './content/college';
/** @public */
export { routePatterns } from './config/paths';

/** The HTML of a route as the browser's first render would produce it. */
/** @public */
export async function render(url: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`unexpected redirect rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
