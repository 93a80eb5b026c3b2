import { describe, expect, it } from 'vitest';
import { rupees } from './money';

describe('amounts in rupees', () => {
  it('when an amount is written, then it has the rupee sign and Indian digit grouping', () => {
    expect(rupees(500)).toBe('₹500');
    expect(rupees(21_000)).toBe('₹21,000');
    expect(rupees(150_000)).toBe('₹1,50,000');
  });
});
