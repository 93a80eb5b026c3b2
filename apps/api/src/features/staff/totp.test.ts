import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, timeStep } from './totp';
import { open, seal } from './secret-box';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890": the eight-digit values' last six digits.
const SEED = Buffer.from('12345678901234567890');
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('totp', () => {
  it('when given the RFC 6238 test times, then it gives the RFC values', () => {
    for (const [seconds, expected] of VECTORS) {
      expect(hotp(SEED, timeStep(new Date(seconds * 1000)), 8)).toBe(expected);
    }
  });

  it('when base32 round-trips, then the bytes are the same', () => {
    expect(base32Encode(SEED)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ').equals(SEED)).toBe(true);
  });

  it('when a code is of now or one step either side, then it matches once; older or replayed codes do not', () => {
    const secret = base32Encode(SEED);
    const now = new Date(1234567890 * 1000);
    const step = timeStep(now);
    const code = hotp(SEED, step);
    expect(matchTotp(secret, code, now, null)).toBe(step);
    expect(matchTotp(secret, code, now, step)).toBeNull();
    expect(matchTotp(secret, hotp(SEED, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, hotp(SEED, step - 2), now, null)).toBeNull();
    expect(matchTotp(secret, '12345', now, null)).toBeNull();
  });

  it('when a secret is sealed, then only the same key opens it and a changed box is refused', () => {
    const key = Buffer.alloc(32, 7);
    const box = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(box).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(key, box)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => open(Buffer.alloc(32, 8), box)).toThrow();
  });
});
