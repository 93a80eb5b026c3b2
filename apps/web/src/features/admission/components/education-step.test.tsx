import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_ID, renderWithApplication, sampleApplication } from '../../../test/render';
import { EducationStep } from './education-step';

const noop = () => {};
const selection = (programLevel: string, selected = true) => ({
  _id: 's1',
  programLevel: programLevel as 'mba',
  programName: 'X',
  mode: null,
  branchPreferences: [],
  specialization: null,
  selected,
  priority: 1,
});

describe('education step states', () => {
  it('when there is no programme selection, then it says so with a way back', () => {
    renderWithApplication(
      <EducationStep applicationId={APP_ID} onBack={noop} onSaved={noop} onChooseProgram={noop} />,
      sampleApplication(),
    );
    expect(screen.getByRole('heading', { name: 'No program selection found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Program Selection' })).toBeTruthy();
  });

  it('when no selection is marked selected, then "No selected program found"', () => {
    renderWithApplication(
      <EducationStep applicationId={APP_ID} onBack={noop} onSaved={noop} onChooseProgram={noop} />,
      sampleApplication({ programSelections: [selection('mba', false)] }),
    );
    expect(screen.getByRole('heading', { name: 'No selected program found' })).toBeTruthy();
  });

  it('when the programme is not one the forms know, then "Unsupported program selection"', () => {
    renderWithApplication(
      <EducationStep applicationId={APP_ID} onBack={noop} onSaved={noop} onChooseProgram={noop} />,
      sampleApplication({ programSelections: [selection('phd')] }),
    );
    expect(screen.getByRole('heading', { name: 'Unsupported program selection' })).toBeTruthy();
    expect(screen.getByText('Please contact support or choose a different program.')).toBeTruthy();
  });
});
