import { describe, expect, it } from 'vitest';
import { nullableNumericToMinor, nullableNumericToWire, numericToMinor, numericToWire } from './money';

describe('numeric(14,2) text at the seam', () => {
  it('reads PostgreSQL numerics into whole cents without float error', () => {
    expect(numericToMinor('1234.56')).toBe(123456);
    expect(numericToMinor('0.10')).toBe(10);
    expect(numericToMinor('0.1')).toBe(10);
    expect(numericToMinor('-12.5')).toBe(-1250);
    expect(numericToMinor('7')).toBe(700);
    expect(numericToMinor('999999999999.99')).toBe(99999999999999);
    expect(numericToWire('19.27')).toBe(19.27);
    expect(nullableNumericToWire(null)).toBeNull();
    expect(nullableNumericToMinor(null)).toBeNull();
    expect(nullableNumericToMinor('250000.00')).toBe(25000000);
  });

  it('refuses text that is not an amount', () => {
    for (const text of ['', 'abc', '1,5', '1.2.3', 'NaN'])
      expect(() => numericToMinor(text)).toThrow(RangeError);
  });
});
