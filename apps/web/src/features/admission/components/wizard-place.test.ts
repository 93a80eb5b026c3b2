import { describe, expect, it } from 'vitest';
import { placeOf, searchOf, type Place } from './wizard-place';

describe('wizard place in the URL', () => {
  it('when a place is written and read back, then it is the same place', () => {
    const places: Place[] = [
      { kind: 'entry' },
      { kind: 'list' },
      { kind: 'details', id: 'APP2026000001' },
      { kind: 'step', id: 'APP2026000001', step: 5 },
    ];
    for (const p of places) expect(placeOf(new URLSearchParams(searchOf(p)))).toEqual(p);
  });

  it('when the URL holds nonsense, then mobile entry or step 2, never a crash', () => {
    expect(placeOf(new URLSearchParams('application=../../x&step=3'))).toEqual({ kind: 'entry' });
    expect(placeOf(new URLSearchParams('application=APP2026000001&step=99'))).toEqual({ kind: 'step', id: 'APP2026000001', step: 2 });
    expect(placeOf(new URLSearchParams('application=APP2026000001&step=abc'))).toEqual({ kind: 'step', id: 'APP2026000001', step: 2 });
  });
});
