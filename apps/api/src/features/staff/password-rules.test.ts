import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_REFUSALS } from '@college/contracts/endpoints/staff-accounts';
import { passwordProblem } from './password-rules';

const EMAIL = 'office.head@college.example';

describe('passwordProblem', () => {
  it('when a password is on the common list, also in capitals or with digits and symbols added, then it is refused as common', async () => {
    for (const password of ['password1234', 'qwertyuiop12', 'PASSWORD1234', 'iloveyou2026!!', 'baseball123456']) {
      expect(await passwordProblem(password, EMAIL)).toBe(PASSWORD_REFUSALS.common);
    }
  });

  it('when a password is one character repeated, then it is refused as repeated, whatever the character', async () => {
    expect(await passwordProblem('aaaaaaaaaaaa', EMAIL)).toBe(PASSWORD_REFUSALS.repeated);
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 1 }), fc.integer({ min: 12, max: 40 }), async (c, n) => {
        expect(await passwordProblem(c.repeat(n), EMAIL)).toBe(PASSWORD_REFUSALS.repeated);
      }),
      { numRuns: 50 },
    );
  });

  it('when a password contains the email or the name before its @, then it is refused as the email', async () => {
    expect(await passwordProblem('office.head@college.example', EMAIL)).toBe(PASSWORD_REFUSALS.email);
    expect(await passwordProblem('my Office.Head secret', EMAIL)).toBe(PASSWORD_REFUSALS.email);
    // A name of a few letters is not held against a password that happens to contain it.
    expect(await passwordProblem('a sunny kingfisher', 'ki@college.example')).toBeNull();
  });

  it('when a password is long, uncommon and not the email, then it is accepted', async () => {
    for (const password of ['correct horse battery staple', 'demo-office-2026', 'a long new password', 'front-desk-passphrase-2026']) {
      expect(await passwordProblem(password, EMAIL)).toBeNull();
    }
  });
});
