// The storefront's forgiving search (`nombreFull`), as terms the repository matches with LIKE on the stored
// lower-case accent-free column (`busqueda`): each word typed becomes the texts any of which may stand for it
// (the word, its singular and plural in Spanish and English, and the catalogue's words within its typos).
// Decision record: docs/decisions/0037-forgiving-search.md.
import { searchText } from '../../lib/text';
import { mayHold, type PairIndex, pairIndex } from './text-pairs';

/** The catalogue's words (of its names, lower case without accents) and how many products use each. */
export interface Vocabulary {
  words: readonly string[];
  uses: ReadonlyMap<string, number>;
  /** Per word (same index), the letters it has as bits (`lettersOf`): most words are too far to measure. */
  letters: Uint32Array;
  /** The words by their pairs of neighbouring characters (text-pairs.ts): the words a typed word is part of. */
  pairs: PairIndex;
}

/** The vocabulary of words read with their uses. */
export function vocabularyOf(rows: ReadonlyArray<{ palabra: string; n: number }>): Vocabulary {
  const words = rows.map((r) => r.palabra);
  return {
    words,
    uses: new Map(rows.map((r) => [r.palabra, r.n])),
    letters: Uint32Array.from(words, lettersOf),
    pairs: pairIndex(words),
  };
}

/**
 * The letters a word has, one bit each (a letter's code modulo 32). An edit adds at most one letter and removes
 * at most one, a swap neither: two words within `max` typos differ in at most `2 * max` of these bits.
 */
function lettersOf(word: string): number {
  let bits = 0;
  for (let i = 0; i < word.length; i++) bits |= 1 << (word.charCodeAt(i) & 31);
  return bits;
}

/** How many bits of a 32-bit number are set. */
export function bitCount(bits: number): number {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** A word typed and the texts (any of them, anywhere in `busqueda`) that stand for it. */
export interface SearchWord {
  typed: string;
  /** LIKE patterns without the surrounding `%` (`%` inside them matches any text, as in the ERP). */
  patterns: string[];
  /**
   * A long number's typo forms (letters and digits; `_` any one of them or a sign inside a number, `-./`):
   * each matches a whole word of the catalogue's text, never a part of a longer number.
   */
  typos?: string[];
}

/** The shortest number whose typo is forgiven (one, as in a word): shorter ones (sizes, packs) stay exact. */
const LONG_NUMBER = 4;
/**
 * A number (or a model's code, letters and digits) long enough to forgive a typo: numbers are not in the
 * vocabulary, so a letter typed for a digit ("7x619") is a typo of one too.
 */
const isLongNumber = (word: string) =>
  word.length >= LONG_NUMBER && /^[a-z0-9]+$/.test(word) && /\d/.test(word);

/**
 * The texts that stand for a long number with one typo (a digit changed, left out, added or two swapped):
 * `_` for a digit changed or left out, the number without a digit, with two swapped. Numbers are not in the
 * vocabulary (a million codes and ids), so these are patterns, not the catalogue's numbers.
 */
export function numberTypos(digits: string): string[] {
  const forms: string[] = [];
  for (let i = 0; i < digits.length; i++) {
    forms.push(`${digits.slice(0, i)}_${digits.slice(i + 1)}`);
    // A digit left out of a number of four would leave three: too many sizes and packs have those.
    if (digits.length > LONG_NUMBER) forms.push(digits.slice(0, i) + digits.slice(i + 1));
    if (i > 0) forms.push(`${digits.slice(0, i)}_${digits.slice(i)}`);
    const [a, b] = [digits[i], digits[i + 1]];
    if (b !== undefined && a !== b) forms.push(`${digits.slice(0, i)}${b}${a}${digits.slice(i + 2)}`);
  }
  return forms;
}

/** Typos forgiven in a word: none up to 3 letters, one up to 7, two from 8 on. */
export function typosForgiven(word: string): number {
  return word.length <= 3 ? 0 : word.length <= 7 ? 1 : 2;
}

/**
 * The optimal string alignment distance (edits: insert, delete, replace, swap two neighbours) between `a`
 * and `b`, or `max + 1` as soon as it exceeds `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      }
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1);
}

/**
 * The word's other number, Spanish and English: its singular (frenos -> freno, luces -> luz, batteries ->
 * battery, boxes -> box) and its plurals a substring cannot reach (luz -> luces, battery -> batteries).
 */
export function otherNumber(word: string): string[] {
  if (word.length < 4) return [];
  const forms: string[] = [];
  if (word.endsWith('ces')) forms.push(`${word.slice(0, -3)}z`);
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  if (word.endsWith('z')) forms.push(`${word.slice(0, -1)}ces`);
  if (word.endsWith('y')) forms.push(`${word.slice(0, -1)}ies`);
  return forms.filter((f) => f.length >= 3);
}

/** Keeps the texts no other text of the list is part of (a LIKE on the shorter one finds the longer). */
function shortest(texts: readonly string[]): string[] {
  const unique = [...new Set(texts)];
  return unique.filter((t) => !unique.some((other) => other !== t && t.includes(other)));
}

/** Whether the word is (part of) a word of the catalogue, as typed. */
function known(word: string, vocabulary: Vocabulary): boolean {
  if (vocabulary.uses.has(word)) return true;
  for (const at of mayHold(vocabulary.pairs, vocabulary.words.length, [word])) {
    if (vocabulary.words[at]?.includes(word)) return true;
  }
  return false;
}

/** The catalogue's words within `max` typos of `word` (or of its other number), nearest first. */
function nearWords(word: string, vocabulary: Vocabulary, max: number): string[] {
  const forms = [word, ...otherNumber(word)].map((form) => ({ form, letters: lettersOf(form) }));
  const near: Array<{ w: string; d: number }> = [];
  vocabulary.words.forEach((w, i) => {
    const letters = vocabulary.letters[i] ?? 0;
    let d = max + 1;
    for (const f of forms) {
      if (bitCount(f.letters ^ letters) <= 2 * max) d = Math.min(d, typoDistance(f.form, w, max));
    }
    if (d <= max) near.push({ w, d });
  });
  return near
    .sort((x, y) => x.d - y.d || (vocabulary.uses.get(y.w) ?? 0) - (vocabulary.uses.get(x.w) ?? 0))
    .map((n) => n.w);
}

/**
 * The words of a search and what stands for each. A word with `%` is the ERP's pattern, taken as it is; a
 * word the catalogue has (or has inside a word) is not corrected; any other word also matches the catalogue's
 * words within its typos (`typosForgiven`).
 */
export function searchWords(text: string, vocabulary: Vocabulary): SearchWord[] {
  // A word typed twice asks nothing more than once: each copy would be looked for again.
  const typedWords = new Set(searchText(text).split(' '));
  return [...typedWords]
    .filter((w) => w.replaceAll('%', '') !== '')
    .map((typed) => {
      if (typed.includes('%')) return { typed, patterns: [typed] };
      if (isLongNumber(typed)) return { typed, patterns: [typed], typos: numberTypos(typed) };
      const forms = [typed, ...otherNumber(typed)];
      const max = typosForgiven(typed);
      const corrected = max > 0 && !known(typed, vocabulary) ? nearWords(typed, vocabulary, max) : [];
      return { typed, patterns: shortest([...forms, ...corrected]) };
    });
}

/**
 * "Did you mean": the search with each word the catalogue does not have replaced by its nearest word there
 * (up to three typos; the most used first), or undefined when no word changes.
 */
export function didYouMean(text: string, vocabulary: Vocabulary): string | undefined {
  const words = searchText(text).split(' ').filter(Boolean);
  const fixed = words.map((w) => {
    if (w.includes('%') || /\d/.test(w) || known(w, vocabulary)) return w;
    return nearWords(w, vocabulary, Math.min(3, typosForgiven(w) + 1))[0] ?? w;
  });
  const suggestion = fixed.join(' ');
  return suggestion === words.join(' ') ? undefined : suggestion;
}
