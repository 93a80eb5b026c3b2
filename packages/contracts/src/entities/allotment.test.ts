import { describe, expect, it } from 'vitest';
import { overrideSchema, SUPERNUMERARY_REASON_MESSAGE } from './allotment';

const seat = { block: 'merit', branch: 'Civil Engineering', category: 'SM' };
const base = { applicationId: 'APP2026000001', seat, reason: 'High Court order for the applicant' };
const messages = (value: unknown) => {
  const parsed = overrideSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('a seat set by the office', () => {
  it('when nothing says otherwise, then the seat is inside the matrix', () => {
    expect(overrideSchema.parse(base)).toEqual({ ...base, supernumerary: false, supernumeraryReason: '' });
  });

  it('when it is supernumerary, then the order that creates it is named', () => {
    expect(messages({ ...base, supernumerary: true })).toEqual([['supernumeraryReason', SUPERNUMERARY_REASON_MESSAGE]]);
    expect(messages({ ...base, supernumerary: true, supernumeraryReason: '  WP(C) 1  ' })).toEqual([
      ['supernumeraryReason', SUPERNUMERARY_REASON_MESSAGE],
    ]);
    expect(overrideSchema.parse({ ...base, supernumerary: true, supernumeraryReason: ' WP(C) 100/2026 ' }).supernumeraryReason).toBe(
      'WP(C) 100/2026',
    );
  });

  it('when a withdrawn seat is marked supernumerary, or the mark is not a yes or no, then it is refused', () => {
    expect(messages({ ...base, seat: null, supernumerary: true, supernumeraryReason: 'WP(C) 100/2026' })).toEqual([
      ['supernumerary', 'Only a seat given can be supernumerary'],
    ]);
    expect(messages({ ...base, supernumerary: 'yes' })).toEqual([['supernumerary', 'Say whether the seat is supernumerary']]);
  });
});
