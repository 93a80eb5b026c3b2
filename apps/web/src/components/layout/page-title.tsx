import { useEffect } from 'react';
import { college } from '../../content/college';

/** Sets the document title for the page; one h1 per page stays the page's own job. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${college.name}` : college.name;
  }, [title]);
}
