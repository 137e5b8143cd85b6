// The texts that may hold a needle, found by pairs of characters: never one that holds it left out.
import { describe, expect, it } from 'vitest';
import { Random } from '../../lib/random';
import { mayHold, pairIndex } from './text-pairs';

const random = new Random(11);
const letters = 'abcdeñáz-';
const word = (length: number) => Array.from({ length }, () => random.pick([...letters])).join('');

describe('mayHold', () => {
  it('gives, in order, every text holding a needle, and few that do not', () => {
    const texts = Array.from({ length: 3000 }, () => word(random.int(1, 9)));
    const index = pairIndex(texts);
    const needles = [
      ...Array.from({ length: 200 }, () => {
        const text = random.pick(texts);
        const start = random.int(0, text.length - 1);
        return text.slice(start, start + random.int(1, 4));
      }),
      ...Array.from({ length: 100 }, () => word(random.int(1, 6))),
      'zzzzzz',
    ];
    let checked = 0;
    for (const needle of needles) {
      const found = [...mayHold(index, texts.length, [needle])];
      const holding = texts.flatMap((text, i) => (text.includes(needle) ? [i] : []));
      expect(
        found.filter((i) => texts[i]?.includes(needle)),
        needle,
      ).toEqual(holding);
      expect(found, needle).toEqual([...found].sort((a, b) => a - b));
      if (needle.length >= 3) checked += found.length;
      // Only the texts with the needle's rarest pair are checked.
      const pairs = Array.from({ length: needle.length - 1 }, (_, i) => needle.slice(i, i + 2));
      if (needle.length >= 2)
        expect(found.length, needle).toBe(Math.min(...pairs.map((pair) => index.get(pair)?.length ?? 0)));
    }
    // Needles of three letters or more are checked against a part of the texts, not all 3,000 each.
    expect(checked / needles.filter((n) => n.length >= 3).length).toBeLessThan(600);
  });

  it('gives the texts holding any of several needles, each once', () => {
    const texts = ['aceite', 'motor', 'aceites', 'filtro', 'mo'];
    const found = [...mayHold(pairIndex(texts), texts.length, ['ace', 'mo'])];
    expect(found.filter((i) => texts[i]?.includes('ace') || texts[i]?.includes('mo'))).toEqual([0, 1, 2, 4]);
    expect(new Set(found).size).toBe(found.length);
  });
});
