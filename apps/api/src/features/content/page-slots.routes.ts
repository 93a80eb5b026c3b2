import { Router } from 'express';
import { getPageSlot, type PageSlot } from '@college/contracts/endpoints/site-texts';
import type { Language } from '@college/contracts/languages';
import type { Mount } from '../../lib/mount';

/** What fills each place of the public pages: markup, or null for what the page was built with. */
export type PageSlots = Record<PageSlot, (language: Language) => Promise<string | null>>;

/**
 * The places the server fills in the pages it sends, for a page the app draws itself (reached from
 * another page): the same markup, so the phone numbers and the headline are the office's there too.
 */
export function pageSlotsRoutes(mount: Mount, deps: { slots: PageSlots }): Router {
  const router = Router();
  mount(router, getPageSlot, async ({ params, query }) => ({
    success: true as const,
    data: { markup: await deps.slots[params.slot](query.lang) },
  }));
  return router;
}
