// Parameters the server-paged lists share (the office's, the notices', the question papers'), as
// they arrive in a query string.
import { z } from '../zod';
import { MAX_LIST_PAGE, SEARCH_MAX_LENGTH } from '../constants';
import { isIsoDate } from './dates';
import { text } from './text';

/** A page number: 1 up to MAX_LIST_PAGE. */
export const pageParam = z.coerce
  .number({ error: 'Page must be a number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be 1 or more')
  .max(MAX_LIST_PAGE, `Page is at most ${MAX_LIST_PAGE}`)
  .default(1);

/** A day range's ends (yyyy-mm-dd, read in Asia/Kolkata). */
export const fromDateParam = z.string().refine(isIsoDate, 'From must be a date (yyyy-mm-dd)').optional();
export const toDateParam = z.string().refine(isIsoDate, 'To must be a date (yyyy-mm-dd)').optional();

/** A public list's search: words in any script, no longer than its search box takes. */
export const searchParam = text().trim().max(SEARCH_MAX_LENGTH, `Search is at most ${SEARCH_MAX_LENGTH} characters`).optional();
