import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApplication } from '../../../test/render';
import { MobileVerification } from './mobile-verification';

describe('mobile entry', () => {
  it('when typing, then only digits are kept, at most 10, and Continue waits for exactly 10', () => {
    renderWithApplication(<MobileVerification onVerified={async () => {}} />, null);
    const input = screen.getByPlaceholderText<HTMLInputElement>('Enter 10 digit mobile');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });
    fireEvent.change(input, { target: { value: '98a76-54321' } });
    expect(input.value).toBe('987654321');
    expect(button.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '98765432109999' } });
    expect(input.value).toBe('9876543210');
    expect(button.disabled).toBe(false);
    expect(screen.getByText('By continuing, you agree to our Terms of Service and Privacy Policy')).toBeTruthy();
    expect(screen.getByText('+91')).toBeTruthy();
    fireEvent.change(input, { target: { value: '98765' } });
    fireEvent.blur(input);
    expect(screen.getByText('Invalid mobile number')).toBeTruthy();
  });
});
