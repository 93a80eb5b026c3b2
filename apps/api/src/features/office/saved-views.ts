import { SAVED_VIEWS_MOST, type SavedView } from '@college/contracts/entities/saved-view';
import type { Database } from '../../db/client';
import { withKeyLock } from '../../db/transaction';
import { conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../audit/audit.api';
import { savedViewsRepository, type SavedViewRow } from './saved-views.repository';

const toView = (r: SavedViewRow): SavedView => ({ id: r.id, name: r.name, query: r.query, createdAt: r.createdAt.toISOString() });

/** A member's saved views of the queue. Filters only: no personal data, so nothing here is audited. */
export function savedViewsService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    list: async (actor: Actor) => (await savedViewsRepository(db).list(actor.staffId)).map(toView),

    /** One member's saves are taken one at a time, so two at once never pass the limit together. */
    save: (actor: Actor, input: { name: string; query: string }) =>
      withKeyLock(db, `saved-views:${actor.staffId}`, async (tx) => {
        const repo = savedViewsRepository(tx);
        const replacing = await repo.named(actor.staffId, input.name);
        if (!replacing && (await repo.count(actor.staffId)) >= SAVED_VIEWS_MOST) {
          throw conflict(`You have ${SAVED_VIEWS_MOST} saved views; remove one to save another`);
        }
        return toView(await repo.save(actor.staffId, replacing, input.name, input.query, clock.now()));
      }),

    async remove(actor: Actor, id: string): Promise<void> {
      // Another member's view is as good as missing: no one learns which ids exist.
      if (!(await savedViewsRepository(db).remove(actor.staffId, id))) throw notFound('Saved view not found');
    },
  };
}
export type SavedViewsService = ReturnType<typeof savedViewsService>;
