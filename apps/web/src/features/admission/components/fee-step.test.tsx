import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_ID, renderWithApplication, sampleApplication } from '../../../test/render';
import { FeeStep } from './fee-step';

const withFee = (status: string, attempts: number, lastError: string | null = null) =>
  sampleApplication({
    paymentDetails: {
      application_fee: {
        amount: 500,
        currency: 'INR',
        status,
        attempts,
        lastError,
        paymentMethod: null,
        verifiedAt: null,
        gatewayPaymentId: null,
        refunds: [],
      },
    },
  });

const noop = () => {};

describe('fee step', () => {
  it('when nothing is paid yet, then the details and Pay Now show', () => {
    renderWithApplication(<FeeStep applicationId={APP_ID} onBack={noop} onPaid={noop} />, withFee('pending', 0));
    expect(screen.getByText(APP_ID)).toBeTruthy();
    expect(screen.getByText('Anu Krishnan')).toBeTruthy();
    expect(screen.getByText('₹500')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('when the third attempt failed, then the error, the warning and Retry Payment with the count show', () => {
    renderWithApplication(<FeeStep applicationId={APP_ID} onBack={noop} onPaid={noop} />, withFee('failed', 3, 'Card declined'));
    expect(screen.getByText('Card declined')).toBeTruthy();
    expect(screen.getByText('Multiple attempts detected. If issue persists, please contact support.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry Payment (3/5)' })).toBeTruthy();
  });

  it('when a failure has no message, then the default text shows', () => {
    renderWithApplication(<FeeStep applicationId={APP_ID} onBack={noop} onPaid={noop} />, withFee('failed', 1));
    expect(screen.getByText('Your payment could not be processed. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/Multiple attempts detected/)).toBeNull();
  });

  it('when five attempts were made, then the button says Max Attempts Reached and is disabled', () => {
    renderWithApplication(<FeeStep applicationId={APP_ID} onBack={noop} onPaid={noop} />, withFee('failed', 5));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Max Attempts Reached' }).disabled).toBe(true);
  });

  it('when the session expired or the fee is paid, then the matching panel shows', () => {
    renderWithApplication(<FeeStep applicationId={APP_ID} onBack={noop} onPaid={noop} />, withFee('expired', 1));
    expect(screen.getByText('Your payment session has expired. Please initiate a new payment.')).toBeTruthy();
  });

  it('when paid (completed counts as success), then no pay button and Continue', () => {
    renderWithApplication(<FeeStep applicationId={APP_ID} onBack={noop} onPaid={noop} />, withFee('completed', 1));
    expect(screen.queryByRole('button', { name: /Pay Now|Retry Payment/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('when the applicant has no name yet, then "Not available"', () => {
    renderWithApplication(<FeeStep applicationId={APP_ID} onBack={noop} onPaid={noop} />, sampleApplication({ personalDetails: null }));
    expect(screen.getByText('Not available')).toBeTruthy();
  });
});
