import { describe, expect, it } from 'vitest';
import { personalDetailsInputSchema } from '../entities/personal-details';
import { questionPaperQuerySchema } from '../entities/question-paper';
import { isCleanText } from './clean-text';
import { requiredText, UNSUPPORTED_TEXT_MESSAGE } from './text';

describe('text', () => {
  it('when text holds a NUL or a lone surrogate, then it is refused; a real emoji pair passes', () => {
    expect(isCleanText('Anu\u0000')).toBe(false);
    expect(isCleanText('Anu\uD800')).toBe(false);
    expect(isCleanText('\uDC00Anu')).toBe(false);
    expect(isCleanText('Anu 😀 അനു')).toBe(true);
  });

  it('when a required field holds a NUL, then the field message says so', () => {
    const result = requiredText('Name is required').safeParse('Anu\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(UNSUPPORTED_TEXT_MESSAGE);
  });

  it('when personal details or an archive query carry such text, then the field is named', () => {
    const details = personalDetailsInputSchema.safeParse({
      fullName: 'Anu\u0000',
      dob: '2008-01-01',
      gender: 'female',
      religion: 'hindu',
      email: 'anu\uD800@example.com',
      agreeToTerms: true,
    });
    expect(details.error?.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['fullName', 'email']));
    const query = questionPaperQuerySchema.safeParse({ q: 'data\u0000', department: '\uDFFF' });
    expect(query.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['department', 'q']);
  });
});
