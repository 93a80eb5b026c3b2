import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { notFoundMeta, publicPages } from '../../config/seo';
import { college } from '../../content/college';
import { usePageTitle } from './page-title';

function Titled() {
  usePageTitle();
  return null;
}

/** The title once the page has set it (the table arrives as a chunk of its own). */
async function titleAt(path: string): Promise<string> {
  document.title = '';
  const router = createMemoryRouter([{ path: '*', element: <Titled /> }], { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  await waitFor(() => expect(document.title).not.toBe(''));
  const title = document.title;
  view.unmount();
  return title;
}

describe('page titles', () => {
  it('when any prerendered page hydrates, then it keeps the title it was served with', async () => {
    for (const page of publicPages()) expect(await titleAt(page.path), page.path).toBe(page.title);
  });

  it('when home or the syllabus tab opens, then the titles are the ones the prerender wrote', async () => {
    expect(await titleAt('/')).toBe(`${college.name} | ${college.tagline}`);
    expect(await titleAt('/student-corner/syllabus')).toBe(`Syllabus | ${college.name}`);
  });

  it('when the path is unknown, malformed or has a trailing slash, then not-found or the page itself', async () => {
    expect(await titleAt('/nowhere')).toBe(notFoundMeta().title);
    // The router warns of the address it cannot decode: asserted, not printed.
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await titleAt('/program/%E0%A4')).toBe(notFoundMeta().title);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('could not be decoded'));
    warned.mockRestore();
    expect(await titleAt('/contact/')).toBe(`Contact Us | ${college.name}`);
    expect(await titleAt('/auth')).toBe(`Sign In | ${college.name}`);
  });
});
