import { z } from '../zod';
import { endpoint } from '../endpoint';
import { ok, okMessage } from '../envelope';
import { savedViewInputSchema, savedViewSchema, SAVED_VIEWS_MOST } from '../entities/saved-view';
import { QUEUE_ROLES } from '../roles';

export const listSavedViews = endpoint({
  method: 'GET',
  path: '/api/v1/staff/saved-views',
  access: 'staff',
  roles: QUEUE_ROLES,
  summary: "The reader's saved views of the queue, by name",
  response: ok(z.array(savedViewSchema)),
});

export const saveView = endpoint({
  method: 'POST',
  path: '/api/v1/staff/saved-views',
  access: 'staff',
  roles: QUEUE_ROLES,
  status: 201,
  summary: `Keep the queue's filters under a name (the search term is never kept); at most ${SAVED_VIEWS_MOST} a member; a name again replaces that view`,
  body: savedViewInputSchema,
  response: ok(savedViewSchema),
});

export const deleteSavedView = endpoint({
  method: 'DELETE',
  path: '/api/v1/staff/saved-views/:id',
  access: 'staff',
  roles: QUEUE_ROLES,
  summary: 'Forget one of the reader’s saved views',
  params: z.object({ id: z.uuid({ error: 'Saved view not found' }) }),
  response: okMessage,
});
