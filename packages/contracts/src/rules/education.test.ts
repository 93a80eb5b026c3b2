import { describe, expect, it } from 'vitest';
import { educationProblems, type EducationEntryLike } from './education';

const full = (examination: string, extra: Partial<EducationEntryLike> = {}): EducationEntryLike => ({
  examination,
  yearOfPass: 2020,
  percentageMarks: 85.5,
  registrationNumber: 'R123',
  groupSubject: 'Commerce',
  ...extra,
});

describe('education completeness', () => {
  it('when there are no entries, then the applicant is asked to fill them in', () => {
    expect(educationProblems('diploma', [])).toEqual(['Please fill in your education details.']);
    expect(educationProblems('mba', [])).toEqual(['Please fill in your education details.']);
  });

  it('when an MBA applicant lacks compulsory qualifications, then they are listed', () => {
    expect(educationProblems('mba', [full('SSLC/THSLC/CBSE')])).toEqual([
      'MBA programs require SSLC/THSLC/CBSE, +2/VHSE, and Degree qualifications. Missing: +2/VHSE, Degree.',
    ]);
  });

  it('when an MBA entry misses fields, then each incomplete exam is named with its fields', () => {
    const problems = educationProblems('mba', [
      full('SSLC/THSLC/CBSE', { registrationNumber: '   ' }),
      full('+2/VHSE', { groupSubject: '' }),
      full('Degree', { yearOfPass: null, percentageMarks: '' }),
    ]);
    expect(problems).toEqual([
      'SSLC/THSLC/CBSE details are incomplete. Please fill in: Registration Number.',
      '+2/VHSE details are incomplete. Please fill in: Group/Subject.',
      'Degree details are incomplete. Please fill in: Year of Pass, Percentage.',
    ]);
  });

  it('when an MBA list is complete, then there is no problem', () => {
    expect(educationProblems('mba', [full('SSLC/THSLC/CBSE'), full('+2/VHSE'), full('Degree')])).toEqual([]);
  });

  it('when a diploma SSLC entry lacks a field, then the mandatory message is given', () => {
    const message = 'SSLC/THSLC/CBSE details are mandatory. Please fill in Year of Pass, Percentage, and Registration Number.';
    expect(educationProblems('diploma', [full('SSLC/THSLC/CBSE', { percentageMarks: null })])).toEqual([message]);
    expect(educationProblems('diploma', [full('ITI')])).toEqual([message]);
    expect(educationProblems('diploma', [full('SSLC/THSLC/CBSE', { groupSubject: '' })])).toEqual([]);
  });

  it('when the diploma form marks another row compulsory without SSLC, then that row counts', () => {
    expect(educationProblems('diploma', [full('ITI', { isCompulsory: true })])).toEqual([]);
  });
});
