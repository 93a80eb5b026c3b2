import { Router } from 'express';
import { getSiteTexts, saveBanner, saveContacts, saveHeadline } from '@college/contracts/endpoints/site-texts';
import type { Mount } from '../../lib/mount';
import { actorOf } from '../staff/staff.api';
import type { SiteTextsService } from './site-texts';

/** The headline, banner and phone numbers the content office keeps. */
export function siteTextsRoutes(mount: Mount, deps: { texts: SiteTextsService }): Router {
  const router = Router();
  const { texts } = deps;
  mount(router, getSiteTexts, async () => ({ success: true as const, data: await texts.read() }));
  mount(router, saveHeadline, async ({ body, req }) => ({
    success: true as const,
    data: await texts.save(actorOf(req), 'headline', body),
    message: 'Headline saved',
  }));
  mount(router, saveBanner, async ({ body, req }) => ({
    success: true as const,
    data: await texts.save(actorOf(req), 'banner', body),
    message: body.textEn ? 'Banner saved' : 'Banner taken down',
  }));
  mount(router, saveContacts, async ({ body, req }) => ({
    success: true as const,
    data: await texts.save(actorOf(req), 'contacts', body.contacts),
    message: 'Phone numbers saved',
  }));
  return router;
}
