import { describe, expect, it } from 'vitest';
import { declarationInputSchema } from './declaration';

describe('declaration', () => {
  it('when agreed with a signature and a time, then it is accepted', () => {
    expect(declarationInputSchema.safeParse({ agreed: true, digitalSignature: 'Anu', agreedAt: '2026-11-22T10:00:00.000Z' }).success).toBe(
      true,
    );
  });

  it('when not agreed or unsigned, then the spec messages are given', () => {
    const notAgreed = declarationInputSchema.safeParse({ agreed: false, digitalSignature: 'Anu', agreedAt: '2026-11-22T10:00:00Z' });
    expect(notAgreed.error?.issues[0]?.message).toBe('Please accept both anti-ragging and anti-drug undertakings to proceed');
    const unsigned = declarationInputSchema.safeParse({ agreed: true, digitalSignature: '  ', agreedAt: '2026-11-22T10:00:00Z' });
    expect(unsigned.error?.issues[0]?.message).toBe('Digital Signature Required');
  });
});
