import { describe, expect, it } from 'vitest';
import { bulkDecisionSchema, decisionSchema, queueQuerySchema } from './office';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('queue query', () => {
  it('when nothing is given, then page 1 sorted by submission, newest first', () => {
    expect(queueQuerySchema.parse({})).toEqual({ sort: 'submitted', order: 'desc', page: 1 });
  });

  it('when a page is below 1 or too large, then the message says so, not that it is not a number', () => {
    expect(messageOf(queueQuerySchema.safeParse({ page: '-1' }))).toBe('Page must be 1 or more');
    expect(messageOf(queueQuerySchema.safeParse({ page: '100001' }))).toBe('Page is at most 100000');
    expect(messageOf(queueQuerySchema.safeParse({ page: 'two' }))).toBe('Page must be a number');
  });

  it('when a yes-or-no filter is neither, then the message says what it takes', () => {
    expect(messageOf(queueQuerySchema.safeParse({ minor: 'maybe' }))).toBe('Must be true or false');
    expect(messageOf(queueQuerySchema.safeParse({ paid: '1' }))).toBe('Must be true or false');
  });

  it('when a branch or a search is too long or has a NUL, then it is refused with a message', () => {
    expect(messageOf(queueQuerySchema.safeParse({ branch: 'x'.repeat(81) }))).toBe('Branch is at most 80 characters');
    expect(messageOf(queueQuerySchema.safeParse({ q: 'x'.repeat(101) }))).toBe('Search is at most 100 characters');
    expect(messageOf(queueQuerySchema.safeParse({ q: 'a\u0000b' }))).toBe('Contains characters that are not allowed');
  });
});

describe('decisions', () => {
  it('when rejecting or putting on hold without a remark, then the remark is asked for', () => {
    for (const status of ['rejected', 'on_hold']) {
      const result = decisionSchema.safeParse({ status, remark: '   ', version: 1 });
      expect(result.error?.issues[0]?.path).toEqual(['remark']);
    }
    expect(decisionSchema.safeParse({ status: 'verified', version: 1 }).success).toBe(true);
  });

  it('when a bulk decision names no application or too many, then it is refused', () => {
    expect(messageOf(bulkDecisionSchema.safeParse({ status: 'verified', applicationIds: [] }))).toBe('Select at least one application');
    const many = Array.from({ length: 201 }, (_, i) => `APP2026${String(i).padStart(6, '0')}`);
    expect(messageOf(bulkDecisionSchema.safeParse({ status: 'verified', applicationIds: many }))).toBe('At most 200 applications at once');
  });
});
