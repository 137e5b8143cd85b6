import { describe, expect, it } from 'vitest';
import { clampToStock } from './stock';

describe('clampToStock', () => {
  it('keeps a whole quantity within [1, stock] and says when stock lowered it', () => {
    expect(clampToStock(3, 10)).toEqual({ quantity: 3, capped: false });
    expect(clampToStock(10, 10)).toEqual({ quantity: 10, capped: false });
    expect(clampToStock(25, 10)).toEqual({ quantity: 10, capped: true });
  });

  it('floors fractions, lifts anything below 1 to 1, and reads a non-number as 1', () => {
    expect(clampToStock(2.9, 10)).toEqual({ quantity: 2, capped: false });
    expect(clampToStock(0, 10)).toEqual({ quantity: 1, capped: false });
    expect(clampToStock(-4, 10)).toEqual({ quantity: 1, capped: false });
    expect(clampToStock(Number.NaN, 10)).toEqual({ quantity: 1, capped: false });
  });

  it('caps nothing when stock is unknown, and gives 0 when none is left', () => {
    expect(clampToStock(9000, null)).toEqual({ quantity: 9000, capped: false });
    expect(clampToStock(1, 0)).toEqual({ quantity: 0, capped: true });
    expect(clampToStock(1, -3)).toEqual({ quantity: 0, capped: true });
  });
});
