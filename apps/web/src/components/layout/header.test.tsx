import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Header } from './header';

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

describe('header', () => {
  it('when the page scrolls, then the header takes the blurred style; back at the top it drops it', () => {
    const { container } = renderHeader();
    const header = container.querySelector('header')!;
    expect(header.dataset.scrolled).toBe('false');
    act(() => {
      window.scrollY = 120;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header.className).toContain('site-header--scrolled');
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header.dataset.scrolled).toBe('false');
  });

  it('when Departments is clicked, then the six departments show with hyphenated links; Escape closes', () => {
    renderHeader();
    const button = screen.getByRole('button', { name: /Departments/ });
    const menu = document.getElementById('departments-menu')!;
    expect(menu.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const links = within(menu).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/departments/Civil-Engineering',
      '/departments/Mechanical-Engineering',
      '/departments/Electrical-and-Electronics-Engineering',
      '/departments/Computer-Engineering',
      '/departments/Automobile-Engineering',
      '/departments/Architecture',
    ]);
    fireEvent.keyDown(links[0]!, { key: 'Escape' });
    expect(menu.hidden).toBe(true);
  });

  it('when the desktop menu renders, then Student Corner goes to tab 0 with the two submenu links', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Student Corner' }).getAttribute('href')).toBe('/student-corner/0');
    expect(within(nav).getByRole('link', { name: 'Syllabus' }).getAttribute('href')).toBe('/student-corner/syllabus');
    expect(within(nav).getByRole('link', { name: 'Question Papers' }).getAttribute('href')).toBe('/student-corner/question-papers');
    expect(screen.getByRole('link', { name: 'APPLY NOW' }).getAttribute('href')).toBe('/admission');
  });
});

// The drawer's code arrives when it is first opened, so each opening is awaited.
describe('mobile drawer', () => {
  it('when opened, then scrolling locks; the close button, backdrop and Escape close it and unlock', async () => {
    renderHeader();
    const open = () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      return screen.findByRole('dialog', { name: 'Menu' });
    };
    const drawer = await open();
    // The drawer locks scrolling in an effect, after it shows.
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    expect(within(drawer).queryByRole('link', { name: 'Syllabus' })).toBeNull();
    expect(within(drawer).queryByRole('link', { name: 'Question Papers' })).toBeNull();
    const links = within(drawer).getAllByRole('link');
    expect(links.at(-1)?.textContent).toBe('APPLY NOW');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    await open();
    fireEvent.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('when Departments is toggled in the drawer, then the list collapses and expands; a link closes the drawer', async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const list = document.getElementById('drawer-departments')!;
    expect(list.hidden).toBe(true);
    fireEvent.click(within(drawer).getByRole('button', { name: /Departments/ }));
    expect(list.hidden).toBe(false);
    fireEvent.click(within(drawer).getByRole('link', { name: 'Architecture' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
