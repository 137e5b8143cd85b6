import { describe, expect, it } from 'vitest';
import { last360Days } from './orders-page';

describe('last360Days', () => {
  it('spans the 360 days up to today, as calendar dates', () => {
    expect(last360Days(new Date('2026-11-22T10:00:00Z'))).toEqual({
      fechaini: '2025-11-27',
      fechafin: '2026-11-22',
    });
  });
});
