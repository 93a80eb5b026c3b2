import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

const slides = [1, 2, 3].map((n) => ({ src: `/s${n}.svg`, alt: `Slide ${n}`, caption: `Caption ${n}` }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('carousel', () => {
  it('when 2 s pass, then the next slide shows, wrapping after the third', () => {
    render(<Carousel slides={slides} label="Library" />);
    expect(screen.getByText('Caption 1')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Caption 2')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Caption 1')).toBeTruthy();
  });

  it('when hovered, then it stops; previous, next and dots move it', () => {
    const { container } = render(<Carousel slides={slides} label="Library" />);
    fireEvent.mouseEnter(container.querySelector('.carousel')!);
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByText('Caption 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByText('Caption 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByText('Caption 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(screen.getByText('Caption 2')).toBeTruthy();
    fireEvent.mouseLeave(container.querySelector('.carousel')!);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Caption 3')).toBeTruthy();
  });

  it('when reduced motion is asked for, then it never rotates by itself', () => {
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({
      matches: q.includes('reduce'),
      media: q,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    try {
      render(<Carousel slides={slides} label="Library" />);
      act(() => vi.advanceTimersByTime(10_000));
      expect(screen.getByText('Caption 1')).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });

  it('when a prerendered carousel already has focus as the app arrives, then it stays stopped', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Carousel slides={slides} label="Library" />);
    document.body.append(host);
    host.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')!.focus();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(host, <Carousel slides={slides} label="Library" />);
    });
    act(() => vi.advanceTimersByTime(2000));
    expect(host.querySelector('figcaption')!.textContent).toBe('Caption 1');
    act(() => root?.unmount());
    host.remove();
  });
});
