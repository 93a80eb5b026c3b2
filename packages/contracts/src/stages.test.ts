import { describe, expect, it } from 'vitest';
import { progressPercent, resumeStepForStage, statusBadgeColour, WIZARD_STEPS } from './stages';

describe('stages', () => {
  it('when resuming, then each stage maps to the spec step and unknown ones to step 2', () => {
    expect(resumeStepForStage('mobile_verification')).toBe(2);
    expect(resumeStepForStage('personal_details')).toBe(2);
    expect(resumeStepForStage('address_family_details')).toBe(3);
    expect(resumeStepForStage('application_fee_payment')).toBe(4);
    expect(resumeStepForStage('program_selection')).toBe(5);
    expect(resumeStepForStage('education_details')).toBe(6);
    expect(resumeStepForStage('declaration')).toBe(7);
    expect(resumeStepForStage('submitted')).toBe(7);
    expect(resumeStepForStage('toString')).toBe(2);
    expect(resumeStepForStage(undefined)).toBe(2);
  });

  it('when on step N of 7, then the percent is round((N - 0.5) / 7 * 100)', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((s) => progressPercent(s, 7))).toEqual([7, 21, 36, 50, 64, 79, 93]);
  });

  it('when a status has no colour of its own, then it is grey', () => {
    expect(statusBadgeColour('pending')).toBe('yellow');
    expect(statusBadgeColour('approved')).toBe('green');
    expect(statusBadgeColour('rejected')).toBe('red');
    expect(statusBadgeColour('submitted')).toBe('blue');
    expect(statusBadgeColour('draft')).toBe('grey');
  });

  it('when listing steps, then there are 7 with the spec names', () => {
    expect(WIZARD_STEPS.map((s) => s.name)).toEqual([
      'Mobile Verification',
      'Personal Details',
      'Address & Family',
      'Application Fee',
      'Program Selection',
      'Education Details',
      'Confirmation & Submition',
    ]);
  });
});
