import { describe, expect, it } from 'vitest';
import { isTable, parseRows, sampleCsv } from './parse-rows';

describe('parseRows', () => {
  it('reads a spreadsheet copy (tabs), semicolons and commas', () => {
    expect(parseRows('ABC-1\t12\nabc-2\t3\n')).toEqual([
      { code: 'ABC-1', quantity: '12' },
      { code: 'abc-2', quantity: '3' },
    ]);
    expect(parseRows('A;1\r\nB;2')).toEqual([
      { code: 'A', quantity: '1' },
      { code: 'B', quantity: '2' },
    ]);
    expect(parseRows('"A",1\n B , 2 ')).toEqual([
      { code: 'A', quantity: '1' },
      { code: 'B', quantity: '2' },
    ]);
  });

  it('skips blank lines and a header line, and keeps a line without a quantity', () => {
    expect(parseRows('\uFEFFcodigo;cantidad\n\nA;1\nB\n')).toEqual([
      { code: 'A', quantity: '1' },
      { code: 'B', quantity: '' },
    ]);
    expect(parseRows('Code,Qty\nA,x')).toEqual([{ code: 'A', quantity: 'x' }]);
  });

  it('reads back the sample it offers', () => {
    expect(parseRows(sampleCsv(['X-1', 'X-2']))).toEqual([
      { code: 'X-1', quantity: '6' },
      { code: 'X-2', quantity: '12' },
    ]);
  });

  it('tells a table from a single code', () => {
    expect(isTable('ABC-1')).toBe(false);
    expect(isTable('ABC-1\t2')).toBe(true);
    expect(isTable('A\nB')).toBe(true);
  });
});
