import { Router } from 'express';
import type { SitemapService } from './sitemap';

/** /sitemap.xml: the built pages and the content the office keeps, as it stands now. */
export function sitemapRoute(deps: { sitemap: SitemapService }): Router {
  const router = Router();
  router.get('/sitemap.xml', async (_req, res) => {
    const xml = await deps.sitemap.xml();
    res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=5');
    res.type('application/xml').send(xml);
  });
  return router;
}
