import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_ID, renderWithApplication, sampleApplication, sampleWindows } from '../../../test/render';
import { ProgramSelectionStep } from './program-selection-step';

const noop = () => {};
const render = () =>
  renderWithApplication(
    <ProgramSelectionStep applicationId={APP_ID} onBack={noop} onSaved={noop} />,
    sampleApplication({ currentStage: 'program_selection' }),
  );

describe('program selection', () => {
  it('when diploma branches are ticked, then they are numbered in order and can be moved', () => {
    render();
    const continueButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });
    expect(continueButton.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Diploma Programs'));
    fireEvent.change(screen.getByLabelText('Program'), { target: { value: 'Diploma in Engineering' } });
    expect(screen.getByText('Please select a mode for your diploma program')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('LET'));
    expect(screen.queryByLabelText('Architecture')).toBeNull();
    expect(screen.getByText('Please select at least one branch preference')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Civil Engineering'));
    fireEvent.click(screen.getByLabelText('Computer Engineering'));
    const list = screen.getByRole('heading', { name: 'Your Branch Preferences' }).parentElement!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('1. Civil Engineering'), expect.stringContaining('2. Computer Engineering')]);
    fireEvent.click(screen.getByRole('button', { name: 'Move Computer Engineering up' }));
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('1. Computer Engineering');
    expect(continueButton.disabled).toBe(false);
  });

  it('when the type changes, then programme and mode clear; MBA clears the branches', () => {
    render();
    fireEvent.click(screen.getByLabelText('Diploma Programs'));
    fireEvent.change(screen.getByLabelText('Program'), { target: { value: 'Diploma in Engineering' } });
    fireEvent.click(screen.getByLabelText('Regular'));
    fireEvent.click(screen.getByLabelText('Architecture'));
    fireEvent.click(screen.getByLabelText('MBA Programs'));
    expect(screen.getByLabelText<HTMLSelectElement>('Program').value).toBe('');
    expect(screen.queryByRole('heading', { name: 'Your Branch Preferences' })).toBeNull();
    expect(screen.getByText('Please select a program to continue')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Program'), { target: { value: 'MBA (Regular)' } });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(false);
  });
});

describe('application windows on the programme step', () => {
  it('when a mode has a closing date, then it is shown; when a mode has closed, then the refusal is shown in its words', () => {
    renderWithApplication(
      <ProgramSelectionStep applicationId={APP_ID} onBack={noop} onSaved={noop} />,
      sampleApplication({ currentStage: 'program_selection' }),
      sampleWindows({
        'diploma-regular': { closesOn: '2099-06-30' },
        'diploma-let': { closesOn: '2026-06-14', state: 'closed' },
      }),
    );
    fireEvent.click(screen.getByLabelText('Diploma Programs'));
    fireEvent.change(screen.getByLabelText('Program'), { target: { value: 'Diploma in Engineering' } });
    fireEvent.click(screen.getByLabelText('Regular'));
    expect(screen.getByText('Applications close on 30/06/2099')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('LET'));
    expect(screen.getByRole('alert').textContent).toBe('Applications for Diploma in Engineering (LET) closed on 14/06/2026');
  });
});
