import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { educationDetailsInputSchema } from './education-details';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const entry = (examination: string, extra: Record<string, unknown> = {}) => ({
  examination,
  passedFailed: 'Failed',
  yearOfPass: '2020',
  percentageMarks: '88.4',
  registrationNumber: 'REG1',
  groupSubject: 'Science',
  ...extra,
});

describe('education details', () => {
  it('when an MBA list is complete, then compulsory rows are Passed and unselected exams lose scores', () => {
    const out = educationDetailsInputSchema.parse({
      programDetails: { programLevel: 'mba', programName: 'MBA (Regular)' },
      educationData: [entry('SSLC/THSLC/CBSE'), entry('+2/VHSE'), entry('Degree'), entry('ITI')],
      collegeName: 'Maharaja’s College',
      entranceExams: { kmat: { selected: true, score: '320' }, cat: { selected: false, score: 90 } },
    });
    expect(out.educationData.slice(0, 3).every((e) => e.passedFailed === 'Passed' && e.isCompulsory)).toBe(true);
    expect(out.educationData[3]?.passedFailed).toBe('Failed');
    expect(out.educationData[0]?.yearOfPass).toBe(2020);
    expect(out.educationData[0]?.percentageMarks).toBe(88.4);
    expect('entranceExams' in out && out.entranceExams).toEqual({
      kmat: { selected: true, score: 320 },
      cmat: { selected: false, score: null },
      cat: { selected: false, score: null },
    });
  });

  it('when an MBA list misses the degree, then the spec message lists it', () => {
    const r = educationDetailsInputSchema.safeParse({
      programDetails: { programLevel: 'mba', programName: 'MBA (Regular)' },
      educationData: [entry('SSLC/THSLC/CBSE'), entry('+2/VHSE')],
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'MBA programs require SSLC/THSLC/CBSE, +2/VHSE, and Degree qualifications. Missing: Degree.',
    ]);
  });

  it('when a qualification repeats or does not belong to the program, then it is refused', () => {
    const base = { programDetails: { programLevel: 'diploma', programName: 'Diploma in Engineering' } };
    expect(
      educationDetailsInputSchema.safeParse({ ...base, educationData: [entry('SSLC/THSLC/CBSE'), entry('ITI'), entry('ITI')] }).success,
    ).toBe(false);
    expect(
      educationDetailsInputSchema.safeParse({ ...base, educationData: [entry('SSLC/THSLC/CBSE'), entry('Post Graduate')] }).success,
    ).toBe(false);
  });

  it('when a year or percentage is out of range, then it is refused', () => {
    const base = { programDetails: { programLevel: 'diploma', programName: 'Diploma in Engineering' } };
    expect(
      educationDetailsInputSchema.safeParse({ ...base, educationData: [entry('SSLC/THSLC/CBSE', { yearOfPass: '2027' })] }).success,
    ).toBe(false);
    expect(
      educationDetailsInputSchema.safeParse({
        ...base,
        educationData: [entry('SSLC/THSLC/CBSE', { percentageMarks: '100.05' })],
      }).success,
    ).toBe(false);
    expect(
      educationDetailsInputSchema.safeParse({
        ...base,
        educationData: [entry('SSLC/THSLC/CBSE', { percentageMarks: '100.0' })],
      }).success,
    ).toBe(true);
  });
});
