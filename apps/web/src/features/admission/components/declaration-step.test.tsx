import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ParentalConsent } from '@college/contracts/entities/privacy';
import { APP_ID, renderWithApplication, sampleApplication, sampleWindows } from '../../../test/render';
import { parentalKey } from '../api/privacy';
import { DeclarationStep } from './declaration-step';

const noop = () => {};

describe('declaration', () => {
  it('when submitted unticked, unsigned or signed with another name, then the spec toasts show', async () => {
    renderWithApplication(
      <DeclarationStep applicationId={APP_ID} onBack={noop} onSubmitted={noop} onEdit={() => undefined} />,
      sampleApplication({ currentStage: 'declaration' }),
      sampleWindows(),
      // An applicant of 18 or more: no parent's code is asked for.
      (client) => client.setQueryData<ParentalConsent>(parentalKey(APP_ID), { required: false, given: null, choices: [] }),
    );
    const submit = screen.getByRole('button', { name: 'Submit Application' });
    fireEvent.click(submit);
    expect(await screen.findByText('Required Undertakings')).toBeTruthy();
    expect(screen.getByText('Please accept both anti-ragging and anti-drug undertakings to proceed')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/I accept both/));
    fireEvent.click(submit);
    expect(await screen.findByText('Digital Signature Required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Digital Signature/), { target: { value: 'anu krishnan' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Digital Signature Mismatch')).toBeTruthy();
    expect(screen.getByText('Please provide your digital signature as per the name on the declaration form')).toBeTruthy();
  });
});
