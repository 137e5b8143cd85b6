import { describe, expect, it } from 'vitest';
import { parseQuantity } from './service';

describe('a quick order quantity cell', () => {
  it('reads whole numbers as a spreadsheet writes them', () => {
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity(7)).toBe(7);
    expect(parseQuantity('3.0')).toBe(3);
    expect(parseQuantity('3,00')).toBe(3);
    expect(parseQuantity('100000')).toBe(100_000);
  });

  it('reads thousands grouped with a point or a comma as thousands', () => {
    expect(parseQuantity('1.000')).toBe(1000);
    expect(parseQuantity('100,000')).toBe(100_000);
    expect(parseQuantity('1.000,00')).toBe(1000);
    expect(parseQuantity('1,250.0')).toBe(1250);
  });

  it('reads thousands grouped with a space, as French writes them (plain, no-break or narrow no-break)', () => {
    expect(parseQuantity('1 200')).toBe(1200);
    expect(parseQuantity('1\u00A0200')).toBe(1200);
    expect(parseQuantity('100\u202F000')).toBe(100_000);
    expect(parseQuantity('1 200,00')).toBe(1200);
    for (const cell of ['1 20', '12 000 0', '1 200.000', '1.200 000'])
      expect(parseQuantity(cell), cell).toBeNull();
  });

  it('refuses what is not a whole number from 1 to the limit', () => {
    for (const cell of [
      '',
      '0',
      '-3',
      '2.5',
      '2,5',
      '1.0000',
      '1.000,5',
      '1.000.000',
      '100001',
      '1.00.0',
      'abc',
      2.5,
    ]) {
      expect(parseQuantity(cell), String(cell)).toBeNull();
    }
    expect(parseQuantity(null)).toBeNull();
  });
});
