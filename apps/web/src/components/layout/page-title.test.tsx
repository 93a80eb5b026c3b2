import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { notFoundMeta, publicPages } from '../../config/seo';
import { college } from '../../content/college';
import { usePageTitle } from './page-title';

function Titled() {
  usePageTitle();
  return null;
}

function titleAt(path: string): string {
  const router = createMemoryRouter([{ path: '*', element: <Titled /> }], { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  const title = document.title;
  view.unmount();
  return title;
}

describe('page titles', () => {
  it('when any prerendered page hydrates, then it keeps the title it was served with', () => {
    for (const page of publicPages()) expect(titleAt(page.path), page.path).toBe(page.title);
  });

  it('when home or the syllabus tab opens, then the titles are the ones the prerender wrote', () => {
    expect(titleAt('/')).toBe(`${college.name} | ${college.tagline}`);
    expect(titleAt('/student-corner/syllabus')).toBe(`Syllabus | ${college.name}`);
  });

  it('when the path is unknown, malformed or has a trailing slash, then not-found or the page itself', () => {
    expect(titleAt('/nowhere')).toBe(notFoundMeta().title);
    expect(titleAt('/program/%E0%A4')).toBe(notFoundMeta().title);
    expect(titleAt('/contact/')).toBe(`Contact Us | ${college.name}`);
    expect(titleAt('/auth')).toBe(`Sign In | ${college.name}`);
  });
});
