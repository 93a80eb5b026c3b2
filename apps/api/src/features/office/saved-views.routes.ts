import { Router } from 'express';
import { deleteSavedView, listSavedViews, saveView } from '@college/contracts/endpoints/saved-views';
import type { Mount } from '../../lib/mount';
import { actorOf } from '../staff/staff.api';
import type { SavedViewsService } from './saved-views';

/** A clerk's saved views of the queue. */
export function savedViewsRoutes(mount: Mount, deps: { views: SavedViewsService }): Router {
  const router = Router();
  mount(router, listSavedViews, async ({ req }) => ({ success: true as const, data: await deps.views.list(actorOf(req)) }));
  mount(router, saveView, async ({ body, req }) => ({ success: true as const, data: await deps.views.save(actorOf(req), body) }));
  mount(router, deleteSavedView, async ({ params, req }) => {
    await deps.views.remove(actorOf(req), params.id);
    return { success: true as const, message: 'View removed' };
  });
  return router;
}
