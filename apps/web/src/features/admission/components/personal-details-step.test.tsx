import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_ID, renderWithApplication, sampleApplication } from '../../../test/render';
import { todayInKolkata } from '@college/contracts/rules/day';
import { PersonalDetailsStep } from './personal-details-step';

describe('personal details', () => {
  it('when the email is wrong, then the inline message shows and Continue stays disabled', () => {
    renderWithApplication(<PersonalDetailsStep applicationId={APP_ID} onSaved={() => {}} />, sampleApplication({ personalDetails: null }));
    expect(screen.getByRole('heading', { name: 'New Application' })).toBeTruthy();
    expect(screen.getByText('Please provide your personal details to continue with the application')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'anu@' } });
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(true);
    const terms = screen.getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === 'I agree to the terms and conditions*');
    expect(terms.querySelector('a[href="/terms"]')?.textContent).toBe('terms and conditions');
    expect(screen.getByText('By continuing, you agree that all information provided is accurate.')).toBeTruthy();
  });

  it('when details were saved before, then they load back', () => {
    renderWithApplication(<PersonalDetailsStep applicationId={APP_ID} onSaved={() => {}} />, sampleApplication());
    expect(screen.getByLabelText<HTMLInputElement>('Full Name (As per SSLC or 10th)').value).toBe('Anu Krishnan');
    expect(screen.getByLabelText<HTMLSelectElement>('Religion').value).toBe('Hindu');
    expect(screen.getByLabelText('Date of Birth').textContent).toBe('14/05/2008');
  });

  it('when the date picker opens, then future days cannot be chosen', () => {
    renderWithApplication(<PersonalDetailsStep applicationId={APP_ID} onSaved={() => {}} />, sampleApplication({ personalDetails: null }));
    fireEvent.click(screen.getByLabelText('Date of Birth'));
    const year = screen.getByLabelText<HTMLSelectElement>('Year');
    const years = [...year.options].map((o) => Number(o.value));
    expect(Math.max(...years) - Math.min(...years)).toBe(100);
    const today = todayInKolkata();
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    expect(Math.max(...years)).toBe(y);
    fireEvent.change(year, { target: { value: String(y) } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: String(m - 1) } });
    const buttons = [...screen.getByRole('dialog').querySelectorAll('tbody button')] as HTMLButtonElement[];
    const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
    expect(buttons.filter((b) => b.disabled)).toHaveLength(daysInMonth - d);
    expect(buttons.find((b) => b.textContent === String(d))?.disabled).toBe(false);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
