// The products' numbers kept as bytes (search-numbers.ts): a number with letters of several bytes (ñ, €, ½) is
// kept whole wherever it falls, also across the end of the buffer the writer started with (64 KiB).
import { describe, expect, it } from 'vitest';
import { numberForm, numbersHave, numbersWriter } from './search-numbers';

describe('the numbers of the products', () => {
  it('keeps a number of many-byte letters whole where it crosses the first buffer’s end', () => {
    const writer = numbersWriter();
    // 5,956 codes of 11 bytes: 65,516 bytes, 20 before the end; the next product's 31 bytes (19 letters) cross it.
    const before = 5956;
    for (let i = 0; i < before; i++) writer.add(`c${String(i).padStart(10, '0')}`, '');
    const wide = '½€ñ500ñ€½ ñ12€';
    writer.add(`ref-9 ${wide}`, wide);
    writer.add('c-last 77', '');
    const numbers = writer.done();
    for (const form of ['½€ñ500ñ€½', 'ñ12€', '500ñ']) {
      expect(numbersHave(numbers, before, numberForm(form), false), form).toBe(true);
      expect(numbersHave(numbers, before, numberForm(form), true), form).toBe(true);
    }
    expect(numbersHave(numbers, before + 1, numberForm('77'), false)).toBe(true);
    expect(numbersHave(numbers, before - 1, numberForm('500'), false)).toBe(false);
  });
});
