import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressIndicator } from './progress-indicator';

describe('progress indicator', () => {
  it('when on step 1, then only "Step 1" is named and the percent is 7', () => {
    const { container } = render(<ProgressIndicator step={1} />);
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
    expect(screen.getByText('7% complete')).toBeTruthy();
    expect(screen.queryByText('Personal Details')).toBeNull();
    expect(container.querySelectorAll('.progress__step--upcoming')).toHaveLength(6);
  });

  it('when on step 3, then the steps are named and marked completed, current and upcoming', () => {
    const { container } = render(<ProgressIndicator step={3} />);
    expect(screen.getByText('36% complete')).toBeTruthy();
    expect(screen.getAllByText('Address & Family').length).toBeGreaterThan(0);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('36');
    expect(container.querySelectorAll('.progress__step--completed')).toHaveLength(2);
    expect(container.querySelector('[aria-current="step"]')?.textContent).toContain('Address & Family');
  });
});
