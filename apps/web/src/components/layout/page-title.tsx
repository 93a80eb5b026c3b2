import { useEffect } from 'react';
import { useLocation } from 'react-router';

let servedPath: string | undefined;

/** The page at `path` came prerendered, its title already set. */
export function keepServedTitle(path: string): void {
  servedPath = path;
}

/**
 * Sets the document title from the page table the prerender uses, so a page keeps the title it
 * was served with. One h1 per page stays the page's own job.
 *
 * The table carries every programme's and department's text, so it is fetched when the title is
 * needed rather than with the first page: a prerendered page already has its title.
 */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (window.location.pathname === servedPath) {
      // The page the server sent, with its title: the table is not needed until the visitor moves on.
      servedPath = undefined;
      return;
    }
    let current = true;
    void import('../../config/seo').then(
      ({ titleFor }) => {
        if (current) document.title = titleFor(pathname);
      },
      // The table did not arrive (a dropped connection): the page keeps the title it has.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pathname]);
}
