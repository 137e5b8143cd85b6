import { describe, expect, it } from 'vitest';
import { databaseOfFile } from '../test/app';
import { levelsDearerThanGuests, warnOfCheaperGuestLevel } from './guest-level';

const database = databaseOfFile();

function warnings(guestLevel: number) {
  const lines: Array<{ fields: object; message: string }> = [];
  return warnOfCheaperGuestLevel(database().database.db, guestLevel, {
    warn: (fields: object, message: string) => lines.push({ fields, message }),
  } as never).then(() => lines);
}

describe('the start-up check of GUEST_PRICE_LEVEL against the levels customers buy at', () => {
  it('finds none in the demo: demo1 (Precio4) and demo2 (Precio2) pay a visitor’s price (Precio4) or less', async () => {
    expect(await levelsDearerThanGuests(database().database.db, 4)).toEqual([]);
    expect(await warnings(4)).toEqual([]);
  });

  it('warns, once per level, when visitors buy cheaper than customers do', async () => {
    // Visitors at the lowest level (Precio5): both demo customers pay more than by logging out.
    const found = await levelsDearerThanGuests(database().database.db, 5);
    expect(found.map((f) => [f.level, f.customers])).toEqual([
      [2, 1],
      [4, 1],
    ]);
    expect(found.every((f) => f.products > 0)).toBe(true);
    const lines = await warnings(5);
    expect(lines).toHaveLength(2);
    expect(lines[0]?.message).toMatch(
      /^GUEST_PRICE_LEVEL=5 sells cheaper than Precio2: \d+ products cost a visitor less than the 1 customer\(s\) buying at Precio2/,
    );
  });
});
