import { use, type ComponentType } from 'react';

/** Fetches a page's code and answers its component. */
export type PageLoader = () => Promise<ComponentType>;

const loaded = new Map<PageLoader, ComponentType>();
const loading = new Map<PageLoader, Promise<ComponentType>>();

/**
 * Starts fetching a page's code, once. A failed fetch stays failed: the page then loads afresh from
 * the server (see PageLoadBoundary), and retrying here would suspend the page again on every render.
 */
export function loadPage(load: PageLoader): Promise<ComponentType> {
  let pending = loading.get(load);
  if (!pending) {
    pending = load().then((Page) => {
      loaded.set(load, Page);
      return Page;
    });
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
  const Page = loaded.get(load) ?? use(loadPage(load));
  return <Page />;
}
