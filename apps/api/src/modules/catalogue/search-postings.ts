// The products' search texts as postings kept in memory: per run of their `busqueda` and `nombre_busqueda`
// without a digit, a space or `%` ("aceite", "usb-c", "aut-"), the products that have it, in the order by code.
// A search finds its page here, the same page the SQL gives (search-terms.ts, repository.ts): a form without a
// digit, a space or `%` is in a text exactly when it is inside one of the text's runs, so the runs containing it
// stand for it; a form with a digit is looked for in the products' numbers (search-numbers.ts), among the
// products the search's words without a digit found. A search with `%`, or of numbers alone, is left to SQL.
// Decision record: docs/decisions/0037-forgiving-search.md.
import {
  mayHave,
  type NumberForm,
  type Numbers,
  numberForm,
  numbersHave,
  numbersWriter,
} from './search-numbers';
import { bitCount, type SearchWord } from './search-terms';
import { mayHold, type PairIndex, pairIndex } from './text-pairs';

/** A run's mark on a product: 1 the run is in its `busqueda` (code, reference, name), 2 in its name. */
const IN_TEXT = 1;
const IN_NAME = 2;
/** The runs kept: every run without a digit, a space or `%` (a form with `%` is looked for in SQL). */
const RUN = /[^\s\d%]+/g;
const ONE_RUN = /^[^\s\d%]+$/;
/** A form with a digit looked for in the products' numbers (no space nor `%`). */
const NUMBER = /^[^\s%]*\d[^\s%]*$/;

export interface Postings {
  /** The active products' ids in the order by code: a product's place here is its ordinal. */
  ids: Int32Array;
  /** The runs, in the order first read. */
  runs: readonly string[];
  /** Per run (at its index in `runs`): its products as ordinal * 4 + marks, ascending. */
  lists: readonly Int32Array[];
  /** Per pair of neighbouring characters: the runs that have it (their indexes, ascending). */
  pairs: PairIndex;
  /** The codes a search found here may be (without a digit, or with a space), in lower case: their ordinals. */
  codes: ReadonlyMap<string, readonly number[]>;
  numbers: Numbers;
}

/** An active product's search texts, read in the order by code. */
export interface SearchTexts {
  id: number;
  codigo: string;
  /** The code as SQL's `lower(codigo)` gives it (the database's case rules, not JavaScript's: "İ", final "Σ"). */
  codigo_lower: string;
  busqueda: string;
  nombre_busqueda: string;
}

/** Reads the postings in batches of `BATCH` products (by code, after the last one read). */
const BATCH = 20_000;

export async function readPostings(
  read: (after: string | undefined, count: number) => Promise<SearchTexts[]>,
): Promise<Postings> {
  const ids: number[] = [];
  const runs = new Map<string, number[]>();
  const codes = new Map<string, number[]>();
  const numbers = numbersWriter();
  let after: string | undefined;
  for (;;) {
    const rows = await read(after, BATCH);
    for (const row of rows) {
      const ordinal = ids.push(row.id) - 1;
      const code = row.codigo_lower;
      if (!/\d/.test(code) || /\s/.test(code)) codes.set(code, [...(codes.get(code) ?? []), ordinal]);
      numbers.add(row.busqueda, row.nombre_busqueda);
      const marks = new Map<string, number>();
      for (const run of row.busqueda.match(RUN) ?? []) marks.set(run, IN_TEXT);
      for (const run of row.nombre_busqueda.match(RUN) ?? []) marks.set(run, (marks.get(run) ?? 0) | IN_NAME);
      for (const [run, mark] of marks) {
        const list = runs.get(run) ?? [];
        if (list.length === 0) runs.set(run, list);
        list.push(ordinal * 4 + mark);
      }
    }
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]?.codigo;
  }
  const names = [...runs.keys()];
  return {
    ids: Int32Array.from(ids),
    runs: names,
    lists: [...runs.values()].map((list) => Int32Array.from(list)),
    pairs: pairIndex(names),
    codes,
    numbers: numbers.done(),
  };
}

/** A run's postings a search word reads: whether the run holds one of its forms, and the word as typed. */
interface Source {
  list: Int32Array;
  /** The next entry to read (blocks are read in order). */
  at: number;
  form: boolean;
  typed: boolean;
}

/** What a search word reads: the runs holding one of its forms or the word as typed, and its forms with a digit. */
interface Word {
  sources: Source[];
  /** Its forms with a digit, looked for in the products' numbers (in `busqueda`). */
  numberForms: NumberForm[];
  /** The word as typed when it has a digit (looked for in the numbers); else it is looked for in the runs. */
  typedNumber: NumberForm | undefined;
}

/** Whether a word is found in the runs alone (no form of it has a digit): such words lead a search. */
const inRunsOnly = (word: Word) => word.numberForms.length === 0 && word.typedNumber === undefined;

/** Products are looked at in blocks of this many ordinals (a page found in the first blocks ends the search). */
const BLOCK = 1 << 14;
const BLOCK_WORDS = BLOCK / 32;

/** One search word's bits in a block: a form in `busqueda` (f), typed there (x), typed in the name (n). */
interface WordBits {
  f: Uint32Array;
  x: Uint32Array;
  n: Uint32Array;
  /** The first and last 32-bit word set (lo > hi: none). */
  lo: number;
  hi: number;
}

/**
 * The words' bits, one per search word, written by `blockBits` and cleared by `tiersOf` before it returns: a
 * block's bits are combined at once (searches run one at a time), so they are never allocated per block.
 */
const scratch: WordBits[] = [];

/** The first place from `at` in `list` whose ordinal is `ordinal` or more: galloping, then a binary search. */
function seek(list: Int32Array, at: number, ordinal: number): number {
  const first = ordinal * 4;
  if (at >= list.length || (list[at] ?? 0) >= first) return at;
  // list[low] is before `first`; list[high] is not, or high is the end.
  let low = at;
  let step = 1;
  while (low + step < list.length && (list[low + step] ?? 0) < first) {
    low += step;
    step *= 2;
  }
  let high = Math.min(low + step, list.length);
  while (low + 1 < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle] ?? 0) < first) low = middle;
    else high = middle;
  }
  return high;
}

/** A search word's products in a block, in `scratch[index]`. */
function blockBits(sources: readonly Source[], start: number, index: number): WordBits {
  scratch[index] ??= {
    f: new Uint32Array(BLOCK_WORDS),
    x: new Uint32Array(BLOCK_WORDS),
    n: new Uint32Array(BLOCK_WORDS),
    lo: BLOCK_WORDS,
    hi: -1,
  };
  const bits = scratch[index];
  const { f, x, n } = bits;
  let { lo, hi } = bits;
  const end = start + BLOCK;
  for (const source of sources) {
    const { list, form, typed } = source;
    // Entries of blocks skipped (none of them has every word) are passed over.
    let at = seek(list, source.at, start);
    for (; at < list.length; at++) {
      const entry = list[at] ?? 0;
      const ordinal = entry >>> 2;
      if (ordinal >= end) break;
      const word = (ordinal - start) >>> 5;
      const bit = 1 << (ordinal & 31);
      if (entry & IN_TEXT && form) f[word] = (f[word] ?? 0) | bit;
      if (entry & IN_TEXT && typed) x[word] = (x[word] ?? 0) | bit;
      if (entry & IN_NAME && typed) n[word] = (n[word] ?? 0) | bit;
      if (word < lo) lo = word;
      if (word > hi) hi = word;
    }
    source.at = at;
  }
  bits.lo = lo;
  bits.hi = hi;
  return bits;
}

/** Clears what `blockBits` wrote. */
function clear(bits: WordBits) {
  for (const array of [bits.f, bits.x, bits.n]) array.fill(0, bits.lo, bits.hi + 1);
  bits.lo = BLOCK_WORDS;
  bits.hi = -1;
}

/** The first ordinal a word's sources have not read yet (the catalogue's size when none is left). */
function nextOrdinal(sources: readonly Source[]): number {
  let next = Number.MAX_SAFE_INTEGER;
  for (const { list, at } of sources) if (at < list.length) next = Math.min(next, (list[at] ?? 0) >>> 2);
  return next;
}

/** The ids of the set bits of `bits` (32-bit words from ordinal `start`), in order, pushed to `found` up to `count`. */
function pushIds(bits: Uint32Array, start: number, ids: Int32Array, found: number[], count: number) {
  for (let w = 0; w < bits.length && found.length < count; w++) {
    let word = bits[w] ?? 0;
    while (word !== 0 && found.length < count) {
      const low = word & -word;
      word ^= low;
      found.push(ids[start + w * 32 + 31 - Math.clz32(low)] ?? 0);
    }
  }
}

/**
 * A block's products with every word, by relevance: every word as typed in the name (1), in `busqueda` (2),
 * the rest (3); bit i of word w stands for ordinal `start + 32 * w + i` (the block's 32-bit words where some
 * product has every word, from the first to the last).
 */
interface Tiers {
  start: number;
  first: Uint32Array;
  second: Uint32Array;
  third: Uint32Array;
}

/** A 32-bit word of a block's bits: a form of every word (f), every word typed there (x), typed in the name (n). */
interface Marks {
  f: number;
  x: number;
  n: number;
}

/**
 * The marks of the 32-bit word `w` of the block from `start`, narrowed by the words with a digit: a product
 * keeps its bit where the word's runs or its numbers have one of the word's forms (or the word as typed).
 */
function withNumbers(
  marks: Marks,
  others: ReadonlyArray<{ word: Word; bits: WordBits }>,
  at: { start: number; w: number },
  numbers: Numbers,
): Marks {
  let { f, x, n } = marks;
  const { w } = at;
  // Most products lack a pair of bytes of every form: 32 of them are ruled out at once.
  for (const { word, bits } of others)
    f &= (bits.f[w] ?? 0) | mayHave(numbers, word.numberForms, (at.start >>> 5) + w);
  for (let rest = f; rest !== 0; rest ^= rest & -rest) {
    const low = rest & -rest;
    const ordinal = at.start + w * 32 + 31 - Math.clz32(low);
    for (const { word, bits } of others) {
      if (
        !((bits.f[w] ?? 0) & low) &&
        !word.numberForms.some((form) => numbersHave(numbers, ordinal, form, false))
      ) {
        f &= ~low;
        break;
      }
      const typed = word.typedNumber;
      if (typed ? !numbersHave(numbers, ordinal, typed, false) : !((bits.x[w] ?? 0) & low)) x &= ~low;
      if (typed ? !numbersHave(numbers, ordinal, typed, true) : !((bits.n[w] ?? 0) & low)) n &= ~low;
    }
  }
  return { f, x, n };
}

/**
 * The tiers of the block from `start`, or undefined when none of its products has every word. The words found
 * in the runs alone say which products to look at; the others are looked for in those products' numbers.
 */
function tiersOf(words: readonly Word[], start: number, numbers: Numbers): Tiers | undefined {
  const bits = words.map((word, i) => blockBits(word.sources, start, i));
  const leading = bits.filter((_, i) => words[i] && inRunsOnly(words[i]));
  const others = words.flatMap((word, i) => (inRunsOnly(word) ? [] : [{ word, bits: bits[i] as WordBits }]));
  const lo = Math.max(...leading.map((b) => b.lo));
  const hi = Math.min(...leading.map((b) => b.hi));
  const size = Math.max(0, hi - lo + 1);
  const [first, second, third] = [new Uint32Array(size), new Uint32Array(size), new Uint32Array(size)];
  let any = 0;
  for (let w = lo; w <= hi; w++) {
    let marks = { f: 0xffffffff, x: 0xffffffff, n: 0xffffffff };
    for (const b of leading) {
      marks.f &= b.f[w] ?? 0;
      marks.x &= b.x[w] ?? 0;
      marks.n &= b.n[w] ?? 0;
    }
    if (others.length > 0 && marks.f !== 0) marks = withNumbers(marks, others, { start, w }, numbers);
    const { f, x, n } = marks;
    first[w - lo] = f & n;
    second[w - lo] = f & x & ~n;
    third[w - lo] = f & ~x & ~n;
    any |= f;
  }
  for (const b of bits) clear(b);
  return any !== 0 ? { start: start + lo * 32, first, second, third } : undefined;
}

/** The blocks holding a product with every word, in code order (no product before the block of the leading word
 * whose next product comes last has every word, so the blocks before it are skipped). */
function* blocksOf(words: readonly Word[], total: number, numbers: Numbers): Generator<Tiers> {
  const leading = words.filter(inRunsOnly);
  for (let start = 0; start < total; start += BLOCK) {
    const next = Math.max(...leading.map((word) => nextOrdinal(word.sources)));
    if (next >= total) return;
    start = Math.max(start, next - (next % BLOCK));
    const tiers = tiersOf(words, start, numbers);
    if (tiers) yield tiers;
  }
}

/**
 * The first `count` products of a search in SQL's order: the name with every word as typed (relevance 1), then
 * `busqueda` with every word as typed (2), then the rest (3), each by code. Blocks are read in code order until
 * the page is full of relevance 1, or to the end, keeping relevance 2's and 3's to place after.
 */
function firstIds(words: readonly Word[], postings: Postings, count: number): number[] {
  const { ids, numbers } = postings;
  const found: number[] = [];
  // When no run holds some word of letters as typed, there is neither 1 nor 2: the first matches are the page.
  const onlyRest = words.some((w) => w.typedNumber === undefined && !w.sources.some((s) => s.typed));
  const later: Tiers[] = [];
  for (const block of blocksOf(words, ids.length, numbers)) {
    pushIds(onlyRest ? block.third : block.first, block.start, ids, found, count);
    if (found.length >= count) break;
    if (!onlyRest) later.push(block);
  }
  for (const tier of ['second', 'third'] as const) {
    for (const block of later) pushIds(block[tier], block.start, ids, found, count);
  }
  return found;
}

/** How many products have every word (in one of its forms). */
function countOf(words: readonly Word[], postings: Postings): number {
  let count = 0;
  for (const { first, second, third } of blocksOf(words, postings.ids.length, postings.numbers)) {
    for (let w = 0; w < first.length; w++)
      count += bitCount((first[w] ?? 0) | (second[w] ?? 0) | (third[w] ?? 0));
  }
  return count;
}

/** A search's products from the postings: a page of them by relevance, and how many there are. */
export interface PostingsMatch {
  /** The ids of `limit` products from `offset`, in SQL's order: the code typed first (relevance 0), then by tier. */
  page(offset: number, limit: number): number[];
  /**
   * How many products match, or undefined when the count would read more entries of the postings than the
   * catalogue has products (SQL counts those: see `fewEntries`).
   */
  count(): number | undefined;
}

/**
 * Whether a count reads at most as many entries of the postings as the catalogue has products. A search reading
 * more is counted in SQL (a scan of the products at worst, in PostgreSQL's process), so that no count holds the
 * server's one thread for long: at a million products two words of a name read 260,000 entries at most, while
 * "a" reads 3 million and "a e i o u" 11 million (100 ms and more).
 */
function fewEntries(words: readonly Word[], postings: Postings): boolean {
  let entries = 0;
  for (const word of words) for (const source of word.sources) entries += source.list.length;
  return entries <= postings.ids.length;
}

/** What a search word reads: the runs holding one of its forms or the word as typed (a form with a digit is in
 * none), and its forms with a digit. */
function wordOf(word: SearchWord, postings: Postings): Word {
  const sources: Source[] = [];
  for (const index of mayHold(postings.pairs, postings.runs.length, [word.typed, ...word.patterns])) {
    const run = postings.runs[index] ?? '';
    const form = word.patterns.some((p) => run.includes(p));
    const typed = run.includes(word.typed);
    if (form || typed) sources.push({ list: postings.lists[index] ?? new Int32Array(0), at: 0, form, typed });
  }
  const hasDigit = (form: string) => /\d/.test(form);
  return {
    sources,
    numberForms: word.patterns.filter(hasDigit).map(numberForm),
    typedNumber: hasDigit(word.typed) ? numberForm(word.typed) : undefined,
  };
}

/** Whether an ordinal is in a sorted list of entries with `IN_TEXT` (a binary search). */
function inText(list: Int32Array, ordinal: number): boolean {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const entry = list[middle] ?? 0;
    if (entry >>> 2 === ordinal) return (entry & IN_TEXT) !== 0;
    if (entry >>> 2 < ordinal) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/**
 * Whether a search's words with a digit are few enough to read product by product: two at most, each form of
 * two characters or more (a pair of bytes rules products out; a lone digit is in nearly every code). Else SQL,
 * so that no search holds the server's one thread for long ("r 0 1 2 3 4 5 6 7 8 9": 250 ms at 1M).
 */
function fewNumbers(words: readonly SearchWord[]): boolean {
  const long = (form: string) => form.length >= 2 || !/\d/.test(form);
  return words.length <= 2 && words.every((w) => long(w.typed) && w.patterns.every(long));
}

/**
 * The products matching a search's words, or undefined when a word or one of its forms has `%` (an ERP
 * pattern), a long number forgives a typo (search-terms.ts `numberTypos`), every word has a digit (a code's
 * digits) or the words with a digit are not `fewNumbers`: those are looked for in SQL. `text` is the search as
 * typed: the products whose code it is (in lower case, as SQL's `lower(codigo)` for such a code) come first.
 */
export function postingsMatch(
  words: readonly SearchWord[],
  text: string,
  postings: Postings,
): PostingsMatch | undefined {
  const fits = (form: string) => ONE_RUN.test(form) || NUMBER.test(form);
  const found = (w: SearchWord) => !w.typos && fits(w.typed) && w.patterns.every(fits);
  const inRuns = (w: SearchWord) => ONE_RUN.test(w.typed) && w.patterns.every((p) => ONE_RUN.test(p));
  // A search of numbers alone has no word to say which products to look at: SQL's trigram index finds them.
  if (!words.every(found) || !words.some(inRuns) || !fewNumbers(words.filter((w) => !inRuns(w)))) {
    return undefined;
  }
  const read = () => words.map((w) => wordOf(w, postings));
  const matches = (ordinal: number) =>
    read().every(
      (word) =>
        word.sources.some((s) => s.form && inText(s.list, ordinal)) ||
        word.numberForms.some((form) => numbersHave(postings.numbers, ordinal, form, false)),
    );
  const coded = (postings.codes.get(text.trim().toLowerCase()) ?? [])
    .filter(matches)
    .map((ordinal) => postings.ids[ordinal] ?? 0);
  return {
    page(offset, limit) {
      const first = firstIds(read(), postings, offset + limit + coded.length);
      return [...coded, ...first.filter((id) => !coded.includes(id))].slice(offset, offset + limit);
    },
    count() {
      const searched = read();
      return fewEntries(searched, postings) ? countOf(searched, postings) : undefined;
    },
  };
}
