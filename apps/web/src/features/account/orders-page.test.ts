import { describe, expect, it } from 'vitest';
import { last360Days, orderNumberOf } from './orders-page';

describe('last360Days', () => {
  it('spans the 360 days up to today, as calendar dates', () => {
    expect(last360Days(new Date('2026-11-22T10:00:00Z'))).toEqual({
      fechaini: '2025-11-27',
      fechafin: '2026-11-22',
    });
  });
});

describe('orderNumberOf', () => {
  it('reads a number as the list shows it or bare; empty is no filter; other text names no order', () => {
    expect(orderNumberOf('PE-4146')).toBe(4146);
    expect(orderNumberOf(' pe 4146 ')).toBe(4146);
    expect(orderNumberOf('#4146')).toBe(4146);
    expect(orderNumberOf('4146')).toBe(4146);
    expect(orderNumberOf('')).toBeNull();
    expect(orderNumberOf('zzz')).toBeUndefined();
    expect(orderNumberOf('41-46')).toBeUndefined();
  });
});
