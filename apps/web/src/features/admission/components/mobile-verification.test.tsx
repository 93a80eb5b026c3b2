import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApplication, sampleWindows } from '../../../test/render';
import { MobileVerification } from './mobile-verification';
import { rememberCodeSent } from './sent-code';

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
    const consent = screen.getByText(
      (_, el) => el?.tagName === 'P' && el.textContent === 'By continuing, you agree to our Terms of Service and Privacy Policy',
    );
    expect(consent.querySelector('a[href="/terms"]')?.textContent).toBe('Terms of Service');
    expect(consent.querySelector('a[href="/privacy"]')?.textContent).toBe('Privacy Policy');
    expect(screen.getByText('+91')).toBeTruthy();
    fireEvent.change(input, { target: { value: '98765' } });
    fireEvent.blur(input);
    expect(screen.getByText('Invalid mobile number')).toBeTruthy();
  });
});

describe('application windows on the welcome screen', () => {
  it('when every intake is shut, then the welcome screen says so and when the next opens', async () => {
    renderWithApplication(
      <MobileVerification onVerified={async () => {}} />,
      null,
      sampleWindows({
        'diploma-regular': { closesOn: '2026-06-14', state: 'closed' },
        'diploma-part-time': { closesOn: '2026-06-14', state: 'closed' },
        'diploma-let': { opensOn: '2099-07-01', state: 'not-yet' },
        mba: { closesOn: '2026-06-14', state: 'closed' },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Applications are closed. The next intake opens on 01/07/2099.');
  });

  it('when open intakes have closing dates, then each is listed', async () => {
    renderWithApplication(<MobileVerification onVerified={async () => {}} />, null, sampleWindows({ mba: { closesOn: '2099-06-30' } }));
    expect((await screen.findByRole('list', { name: 'Closing dates' })).textContent).toBe(
      'MBA (Regular): Applications close on 30/06/2099',
    );
  });
});

describe('a reload after the code was sent', () => {
  afterEach(() => window.sessionStorage.clear());

  it('when this tab sent a code 20 seconds ago, then the code screen opens for that number, with the rest of the wait', async () => {
    rememberCodeSent('9847012345', Date.now() - 20_000);
    let sent = 0;
    renderWithApplication(<MobileVerification onVerified={async () => {}} onCodeSent={() => sent++} />, null);
    expect(await screen.findByRole('heading', { name: 'OTP Verification' })).toBeTruthy();
    expect(screen.getByText(/Enter the 6-digit code sent to \+91 9847012345/)).toBeTruthy();
    const resend = screen.getByRole<HTMLButtonElement>('button', { name: /^Resend OTP in (39|40)s$/ });
    expect(resend.disabled).toBe(true);
    // The later steps are fetched while the code is typed, as after a send.
    expect(sent).toBe(1);
  });

  it('when the code sent is older than its lifetime, then mobile entry shows', () => {
    rememberCodeSent('9847012345', Date.now() - 11 * 60_000);
    renderWithApplication(<MobileVerification onVerified={async () => {}} />, null);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
  });
});
