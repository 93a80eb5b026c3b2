import { useSearchParams } from 'react-router';
import { KEEP_SCROLL } from './scroll-restoration';

/**
 * A page's filters, search and page kept in the URL, so a view can be shared and Back and Forward
 * work. `params` has every key ('' when unset); `query` only those set, for the API, which checks
 * each value against the same contract.
 */
export function useUrlParams<K extends string>(keys: readonly K[]) {
  const [search, setSearch] = useSearchParams();
  const params = Object.fromEntries(keys.map((k) => [k, search.get(k) ?? ''])) as Record<K, string>;
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
