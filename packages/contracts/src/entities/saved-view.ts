// A clerk's saved views of the queue: a name and the filters, kept per member. A search term is not
// a filter and is never kept: it may be a name or a mobile, personal data with no place in a setting.
import { z } from '../zod';
import { requiredText, text } from '../rules/text';
import { queueQuerySchema } from './office';

/** How many views one member may keep. */
export const SAVED_VIEWS_MOST = 20;

const filtersSchema = queueQuerySchema.omit({ q: true, page: true });
const FILTER_KEYS = Object.keys(filtersSchema.shape);

/** The queue's address parameters as a view keeps them: known filters only, checked, in one order. */
const querySchema = text()
  .max(500, 'A view is at most 500 characters')
  .transform((raw, ctx) => {
    const given = new URLSearchParams(raw.startsWith('?') ? raw.slice(1) : raw);
    const unknown = [...given.keys()].filter((k) => !FILTER_KEYS.includes(k));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `Not a filter a view keeps: ${unknown.join(', ')}` });
      return z.NEVER;
    }
    const values = Object.fromEntries([...given.entries()].filter(([, v]) => v !== ''));
    const checked = filtersSchema.safeParse(values);
    if (!checked.success) {
      ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'A filter of the view is not valid' });
      return z.NEVER;
    }
    return new URLSearchParams(FILTER_KEYS.flatMap((k): [string, string][] => (values[k] ? [[k, values[k]]] : []))).toString();
  });

export const savedViewInputSchema = z.object({
  name: requiredText('Name the view', 60),
  query: querySchema,
});

export const savedViewSchema = z.object({ id: z.string(), name: z.string(), query: z.string(), createdAt: z.string() });
export type SavedView = z.infer<typeof savedViewSchema>;
