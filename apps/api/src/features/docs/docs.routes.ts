import { Router } from 'express';
import { apiReference, openApiDocument as openApiEndpoint } from '@college/contracts/endpoints/docs';
import type { Mount } from '../../lib/mount';
import { openApiDocument } from './openapi';
import { referencePage } from './reference-page';

/** The API described: the OpenAPI document and a readable page of it. */
export function docsRoutes(mount: Mount, deps: { demoMode: boolean }): Router {
  const router = Router();
  let page: string | undefined;

  mount(router, openApiEndpoint, () => openApiDocument(deps) as { openapi: '3.1.0' });

  mount(router, apiReference, ({ res }) => {
    page ??= referencePage(openApiDocument(deps) as unknown as Parameters<typeof referencePage>[0]);
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('html').send(page);
    return Promise.resolve();
  });

  return router;
}
