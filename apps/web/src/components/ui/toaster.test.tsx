import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast';
import { currentToasts, dismissToast } from './toast-store';
import { Toaster } from './toaster';

// The toasts' code arrives with the first toast; from then on each shows at once.
beforeAll(async () => {
  const { unmount } = render(<Toaster />);
  act(() => {
    toast({ title: 'Loading the toasts' });
  });
  await act(() => vi.dynamicImportSettled());
  expect(await screen.findByText('Loading the toasts')).toBeTruthy();
  for (const t of currentToasts()) dismissToast(t.id);
  unmount();
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const t of currentToasts()) dismissToast(t.id);
  vi.useRealTimers();
});

describe('toaster', () => {
  it('when a toast is shown, then it closes by itself after 5000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'OTP sent successfully', variant: 'success' });
    });
    expect(screen.getByText('OTP sent successfully')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('OTP sent successfully')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('OTP sent successfully')).toBeNull();
  });

  it('when a second toast comes, then only the newest is shown', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Error', description: 'Invalid OTP', variant: 'destructive' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Invalid OTP');
  });

  it('when the close button or Escape is used, then the toast goes', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'One' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('One')).toBeNull();
    act(() => {
      toast({ title: 'Two' });
    });
    fireEvent.keyDown(screen.getByRole('status'), { key: 'Escape' });
    expect(screen.queryByText('Two')).toBeNull();
  });

  it('when swiped right past 50 px, then it goes; a short swipe keeps it', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Swipe me' });
    });
    const item = screen.getByRole('status');
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerUp(item, { clientX: 140 });
    expect(screen.queryByText('Swipe me')).toBeTruthy();
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerUp(item, { clientX: 151 });
    expect(screen.queryByText('Swipe me')).toBeNull();
  });

  it('when F8 is pressed, then focus moves to the toast', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Focus me' });
    });
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });
});
