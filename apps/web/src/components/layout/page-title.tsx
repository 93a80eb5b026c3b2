import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { titleFor } from '../../config/seo';

/**
 * Sets the document title from the page table the prerender uses, so a page keeps the title it
 * was served with. One h1 per page stays the page's own job.
 */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = titleFor(pathname);
  }, [pathname]);
}
