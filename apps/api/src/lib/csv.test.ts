import { describe, expect, it } from 'vitest';
import { csvLine, neutralised } from './csv';

describe('CSV cells', () => {
  it.each([
    '=SUM(A1:A2)',
    '+91 98470 00001',
    '-1+1',
    '@SUM(1)',
    '\t=1',
    '\r=1',
    '＝HYPERLINK("http://x")',
    '＋1',
    '－1',
    '＠SUM(1)',
    '−1',
    '  =1',
    '\u3000＝1',
  ])('neutralises %j, a formula or a look-alike of one', (cell) => {
    expect(neutralised(cell)).toBe(`'${cell}`);
  });

  it.each(['Anu Krishnan', 'അനു', 'APP2026000001', '91.5', 'a=b'])('leaves %j as it is', (cell) => {
    expect(neutralised(cell)).toBe(cell);
  });

  it('quotes what needs quoting after neutralising', () => {
    expect(csvLine(['＝1,2', 'say "hi"'])).toBe(`"'＝1,2","say ""hi"""\r\n`);
  });
});
