import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleApplication } from '../../test/render';
import { ApplicationSections } from './application-sections';

describe('the read-only application', () => {
  it('when the fee is paid, then it says so in words with the time and the payment id; stage and status read as words', () => {
    const app = sampleApplication({
      status: 'submitted',
      currentStage: 'submitted',
      paymentDetails: {
        application_fee: {
          amount: 500,
          currency: 'INR',
          status: 'success',
          attempts: 1,
          lastError: null,
          paymentMethod: 'upi',
          verifiedAt: '2026-11-23T04:45:00.000Z',
          gatewayPaymentId: 'pay_Nq8dX2',
          refunds: [],
        },
      },
    });
    render(<ApplicationSections data={app} />);
    expect(screen.getByText('Paid ₹500 on 23/11/2026 10:15 AM (pay_Nq8dX2)')).toBeTruthy();
    expect(screen.getAllByText('Submitted').length).toBeGreaterThan(0);
  });

  it('when a payment was refunded, then each refund is listed in words with its state and ids', () => {
    const base = sampleApplication().paymentDetails.application_fee;
    const refund = (status: 'pending' | 'processed' | 'failed') => ({
      amount: 500,
      status,
      reason: 'Paid twice',
      gatewayRefundId: `rfnd_${status}`,
      gatewayPaymentId: 'pay_Dup',
      requestedAt: '2026-11-23T04:45:00.000Z',
      processedAt: status === 'processed' ? '2026-11-24T05:30:00.000Z' : null,
    });
    const app = sampleApplication({
      paymentDetails: {
        application_fee: { ...base, status: 'success', refunds: [refund('processed'), refund('pending'), refund('failed')] },
      },
    });
    render(<ApplicationSections data={app} />);
    expect(screen.getByText('Refund of ₹500 processed on 24/11/2026 11:00 AM (rfnd_processed)')).toBeTruthy();
    expect(
      screen.getByText('Refund of ₹500 in progress since 23/11/2026 10:15 AM (rfnd_pending): banks take 5 to 7 working days'),
    ).toBeTruthy();
    expect(screen.getByText('Refund of ₹500 failed at the bank; the office will try again (rfnd_failed)')).toBeTruthy();
  });

  it('when the fee is not paid, then the amount and what stands in the way', () => {
    render(<ApplicationSections data={sampleApplication()} />);
    expect(screen.getByText('₹500, not paid yet')).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
  });
});
