import { act, fireEvent, render, screen } from '@testing-library/react';
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
});
