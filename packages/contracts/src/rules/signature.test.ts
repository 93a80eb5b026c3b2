import { describe, expect, it } from 'vitest';
import { declarationProblem, signatureMatchesName } from './signature';

describe('declaration signature', () => {
  it('when the signature is exactly the full name, then it matches', () => {
    expect(signatureMatchesName('Anu Krishnan', 'Anu Krishnan')).toBe(true);
    expect(signatureMatchesName(' Anu Krishnan ', 'Anu Krishnan')).toBe(true);
  });

  it('when it differs in case, spacing or is whitespace only, then it does not', () => {
    expect(signatureMatchesName('anu krishnan', 'Anu Krishnan')).toBe(false);
    expect(signatureMatchesName('Anu  Krishnan', 'Anu Krishnan')).toBe(false);
    expect(signatureMatchesName('   ', '   ')).toBe(false);
  });

  it('when checked as a whole, then problems come in the wizard order with the spec titles', () => {
    expect(declarationProblem(false, 'Anu', 'Anu')?.title).toBe('Required Undertakings');
    expect(declarationProblem(false, 'Anu', 'Anu')?.message).toBe('Please accept both anti-ragging and anti-drug undertakings to proceed');
    expect(declarationProblem(true, '  ', 'Anu')?.title).toBe('Digital Signature Required');
    expect(declarationProblem(true, 'Anoo', 'Anu')).toEqual({
      title: 'Digital Signature Mismatch',
      message: 'Please provide your digital signature as per the name on the declaration form',
    });
    expect(declarationProblem(true, 'Anu', 'Anu')).toBeNull();
  });
});
