import { use, type ComponentType, type ReactElement } from 'react';

/** Fetches a page's code and answers its component. */
export type PageLoader = () => Promise<ComponentType>;

// Each page's element is made once, when its code arrives, and shown from here after.
const loaded = new Map<PageLoader, ReactElement>();
const loading = new Map<PageLoader, Promise<ReactElement>>();
let fetching = 0;

/** Marks the page while any page's code is on its way, for the bar that says so (global.css). */
function fetchingPages(change: number) {
  fetching += change;
  // The prerender loads pages with no document.
  if (typeof document !== 'undefined') document.documentElement.toggleAttribute('data-page-loading', fetching > 0);
}

/**
 * Starts fetching a page's code, once. A failed fetch stays failed: the page then loads afresh from
 * the server (see PageLoadBoundary), and retrying here would suspend the page again on every render.
 */
export function loadPage(load: PageLoader): Promise<ReactElement> {
  let pending = loading.get(load);
  if (!pending) {
    fetchingPages(1);
    pending = load()
      .then((Page) => {
        const page = <Page />;
        loaded.set(load, page);
        return page;
      })
      .finally(() => fetchingPages(-1));
    loading.set(load, pending);
  }
  return pending;
}

/**
 * A page whose code arrives when it is first shown. Navigations run in a transition, so the page
 * the visitor is on stays until the next one's code is here; a prerendered page is hydrated only
 * after its code has arrived (see `loadPagesAt`), so it never suspends.
 */
export function LazyPage({ load }: { load: PageLoader }) {
  return loaded.get(load) ?? use(loadPage(load));
}
