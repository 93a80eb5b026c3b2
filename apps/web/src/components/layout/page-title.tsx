import { useEffect } from 'react';
import { useLocation } from 'react-router';

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
    let current = true;
    void import('../../config/seo').then(({ titleFor }) => {
      if (current) document.title = titleFor(pathname);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
}
