import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_LIST_PAGE } from '@college/contracts/constants';
import { isCleanText } from '@college/contracts/rules/clean-text';
import { KEEP_SCROLL } from './scroll-restoration';

/** A page number from an address: a whole number from 1 to the last any list answers, else the first page. */
export function pageOf(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_LIST_PAGE ? n : 1;
}

/**
 * Pages run from 1 to the list's last: a page past it (an old link, an edited address, a list that
 * has since shrunk) moves to the last, replacing the address. `totalPages` is of the list the page
 * was asked for (not a placeholder kept from another); a list of none has one, empty, page.
 */
export function usePageWithin(page: number, totalPages: number | undefined, toPage: (page: number) => void): void {
  useEffect(() => {
    if (totalPages === undefined) return;
    const last = Math.max(1, totalPages);
    if (page > last) toPage(last);
  }, [page, totalPages, toPage]);
}

/**
 * A value from an address, or '' for one no list can be asked for (a NUL, half a character): an
 * edited or damaged link then shows the list unfiltered rather than a refusal.
 */
export const addressValue = (value: string | null): string => (value !== null && isCleanText(value) ? value : '');

/**
 * A page's filters, search and page kept in the URL, so a view can be shared and Back and Forward
 * work. `params` has every key ('' when unset or unusable); `query` only those set, for the API,
 * which checks each value against the same contract.
 */
export function useUrlParams<K extends string>(keys: readonly K[]) {
  const [search, setSearch] = useSearchParams();
  const params = Object.fromEntries(keys.map((k) => [k, addressValue(search.get(k))])) as Record<K, string>;
  /** Sets values; anything but a page move goes back to page 1. */
  const update = (patch: Partial<Record<K, string>>, options: { replace?: boolean } = {}) => {
    // Built on the address as it is now, not as this render saw it: the router renders a new
    // address in a transition, which a busy phone can leave pending while the visitor acts again
    // (a year chosen, then a tab at once), and building on the older one would undo the first.
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries<string | undefined>(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in patch)) next.delete('page');
    // The list changes under the controls the visitor is using: the page stays where it is.
    setSearch(next, { replace: options.replace ?? false, state: KEEP_SCROLL });
  };
  const query = Object.fromEntries(Object.entries<string>(params).filter(([, v]) => v !== '')) as Partial<Record<K, string>>;
  return { params, query, search: search.toString(), update };
}
