import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundRoute } from './not-found';

describe('not-found page', () => {
  it('when an unknown path is opened, then the spec text, buttons and shortcuts show', () => {
    const router = createMemoryRouter([{ path: '*', element: <NotFoundRoute /> }], {
      initialEntries: ['/no-such-page'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Homepage' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/about', '/contact']));
    expect(screen.getByText('Error Code: 404')).toBeTruthy();
  });
});
