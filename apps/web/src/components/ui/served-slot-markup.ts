import { localeOfPath } from '../../i18n/locale';

/**
 * The markup the server puts into place `id` of a page it sends, now, in the page's language; null
 * where it keeps what the page was built with (or the place is not one the server fills).
 *
 * A plain fetch, not the app's API client: this is on the home page's first load, whose budget has
 * no room for the client or the contract (the path is getPageSlot's in endpoints/site-texts, which the
 * API's tests and the browser test of the pages' places hold together), and a public GET needs none
 * of what the client adds (sessions, retries).
 */
export const slotMarkup = (id: string): Promise<string | null> =>
  fetch(`/api/v1/page-slots/${id}?lang=${localeOfPath(window.location.pathname)}`)
    .then((res) => (res.ok ? (res.json() as Promise<{ data: { markup: string | null } }>) : null))
    .then((body) => body?.data.markup ?? null);
