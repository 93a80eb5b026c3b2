import { describe, expect, it } from 'vitest';
import { formatFileSize, questionPaperQuerySchema } from './question-paper';

describe('question paper query', () => {
  it('when no paging is given, then page 1 of 10 is asked', () => {
    expect(questionPaperQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
  });

  it('when values come as query strings, then they are parsed and blanks ignored', () => {
    expect(questionPaperQuerySchema.parse({ year: '2021', semester: '3', month: '', page: '2', type: 'answer-key' })).toEqual({
      year: 2021,
      semester: 3,
      page: 2,
      limit: 10,
      type: 'answer-key',
    });
  });

  it('when the limit is above 50, then it is capped at 50', () => {
    expect(questionPaperQuerySchema.parse({ limit: '500' }).limit).toBe(50);
  });

  it('when values are bad, then they are refused', () => {
    for (const q of [{ page: '0' }, { page: 'x' }, { semester: '7' }, { type: 'exam' }, { month: 'Smarch' }, { limit: '-1' }]) {
      expect(questionPaperQuerySchema.safeParse(q).success).toBe(false);
    }
  });

  it('when formatting sizes, then bytes, KB and MB read naturally', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(250 * 1024)).toBe('250 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
