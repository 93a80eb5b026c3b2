import { describe, expect, it } from 'vitest';
import { emailSchema, isEmail } from './email';

describe('email', () => {
  it('when the address has a name, an @ and a dotted domain, then it is accepted', () => {
    expect(isEmail('anu.k@example.in')).toBe(true);
    expect(isEmail('a@b.co')).toBe(true);
  });

  it('when it misses a part or holds spaces, then it is refused', () => {
    for (const v of ['', 'anu', 'anu@', '@x.in', 'anu@example', 'an u@x.in', 'a@@x.in', '   ']) {
      expect(isEmail(v)).toBe(false);
    }
  });

  it('when parsed, then outer spaces are trimmed and the spec message is used', () => {
    expect(emailSchema.parse('  anu@example.in ')).toBe('anu@example.in');
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe('Please enter a valid email address');
  });
});
