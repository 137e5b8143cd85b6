// A word typed with typos stands for every word of the catalogue within the typos it forgives
// (search-terms.ts): the letters' filter that spares measuring most words must never drop a near one.
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../db/seed/generate';
import { Random } from '../../lib/random';
import { searchText } from '../../lib/text';
import { englishProducts } from '../../test/search-queries';
import { otherNumber, searchWords, typoDistance, typosForgiven, vocabularyOf } from './search-terms';

const words = [
  ...new Set(
    [...demoCatalogue(new Date()), ...englishProducts()].flatMap((p) =>
      searchText(p.nombre)
        .split(' ')
        .filter((w) => w.length >= 3 && !/\d/.test(w)),
    ),
  ),
];
const vocabulary = vocabularyOf(words.map((palabra) => ({ palabra, n: 1 })));
const random = new Random(52);

/** `word` with `n` random edits: a letter left out, changed, added, or two neighbours swapped. */
function edited(word: string, n: number): string {
  let w = word;
  for (let i = 0; i < n; i++) {
    const at = random.int(0, w.length - 1);
    const letter = String.fromCharCode(97 + random.int(0, 25));
    const kind = random.int(0, 3);
    if (kind === 0) w = w.slice(0, at) + w.slice(at + 1);
    else if (kind === 1) w = w.slice(0, at) + letter + w.slice(at + 1);
    else if (kind === 2) w = w.slice(0, at) + letter + w.slice(at);
    else w = w.slice(0, at) + (w[at + 1] ?? '') + (w[at] ?? '') + w.slice(at + 2);
  }
  return w;
}

describe('a word typed with typos', () => {
  it('stands for every word of the catalogue within its forgiven typos, unless the catalogue has it', () => {
    let corrected = 0;
    for (const word of words) {
      for (const typed of [edited(word, 1), edited(word, 2), edited(word, 2)]) {
        const [searched] = searchWords(typed, vocabulary);
        // A word the catalogue has inside one of its words is taken as typed, not corrected.
        if (!searched || typed.length < 4 || words.some((w) => w.includes(typed))) continue;
        const max = typosForgiven(typed);
        const near = words.filter((w) => typoDistance(typed, w, max) <= max);
        for (const w of near) {
          expect(
            searched.patterns.some((p) => w.includes(p)),
            `${typed} -> ${w}`,
          ).toBe(true);
        }
        if (near.length > 0) corrected++;
      }
    }
    expect(words.length).toBeGreaterThan(150);
    expect(corrected).toBeGreaterThan(words.length);
  });
});

describe('a word the catalogue has inside one of its words', () => {
  it('is taken as typed, not corrected to the words within its typos', () => {
    const parts = [
      ...new Set(
        words.flatMap((w) => [w.slice(0, 4), w.slice(0, 5), w.slice(1, 6), w.slice(2, 7), w.slice(0, -1)]),
      ),
    ].filter((part) => part.length >= 4 && !vocabulary.uses.has(part));
    let nearOthers = 0;
    for (const part of parts) {
      const max = typosForgiven(part);
      const near = words.filter((w) => !w.includes(part) && typoDistance(part, w, max) <= max);
      const [searched] = searchWords(part, vocabulary);
      // The word and its other number ("rroz": "rroces"), never another word of the catalogue.
      const forms = [part, ...otherNumber(part)];
      expect(
        searched?.patterns.every((p) => forms.some((f) => f.includes(p))),
        part,
      ).toBe(true);
      if (near.length > 0) nearOthers++;
    }
    // Many of them are within a typo of another word, which a word the catalogue lacks would stand for.
    expect(nearOthers).toBeGreaterThan(20);
  });
});
