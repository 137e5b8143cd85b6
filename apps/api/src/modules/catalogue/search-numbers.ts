// Each product's words with a digit (its code, its reference, the numbers of its name: "flo-089963", "500",
// "5w-30"), kept as bytes beside the postings (search-postings.ts). A number is part of a million codes and
// references, too many runs to keep as postings; instead a search word with a digit is looked for in the
// numbers of the products its other words found. A form without a space is in a text exactly when it is inside
// one of the text's words, so a product's words with a digit stand for its whole text for such a form.

/** The words with a digit of every product, by ordinal: its `busqueda`'s, then its name's. */
export interface Numbers {
  bytes: Uint8Array;
  /** Where each product's texts end: `busqueda`'s at [2 * ordinal], the name's at [2 * ordinal + 1]. */
  ends: Int32Array;
  /**
   * Per pair of neighbouring bytes (`pairOf`), the products whose `busqueda` has it, as bits (bit i of 32-bit word
   * w: ordinal 32 * w + i): a product lacking one of a form's pairs does not have the form, so 32 products are
   * ruled out at once and few are read.
   */
  pairs: Uint32Array[];
}

/** The pairs told apart: two digits exactly (100), any other two bytes by a hash (28). */
const PAIRS = 128;

function pairOf(a: number, b: number): number {
  return a >= 48 && a <= 57 && b >= 48 && b <= 57 ? (a - 48) * 10 + (b - 48) : 100 + ((a * 31 + b) % 28);
}

/** The pairs of neighbouring bytes of `bytes[start, end)` within a word (a space parts words), repeats kept. */
function pairsIn(bytes: Uint8Array, start: number, end: number): number[] {
  const pairs: number[] = [];
  for (let at = start + 1; at < end; at++) {
    const a = bytes[at - 1] ?? 32;
    const b = bytes[at] ?? 32;
    if (a !== 32 && b !== 32) pairs.push(pairOf(a, b));
  }
  return pairs;
}

const encoder = new TextEncoder();

/** The words of a text that have a digit, one space between them. */
const numbersOf = (text: string) => (text.match(/\S*\d\S*/g) ?? []).join(' ');

/** Collects the products' numbers in the order they are read. */
export function numbersWriter() {
  let bytes = new Uint8Array(1 << 16);
  let length = 0;
  const ends: number[] = [];
  let pairs = Array.from({ length: PAIRS }, () => new Uint32Array(1 << 10));
  const write = (text: string) => {
    const most = text.length * 3;
    if (length + most > bytes.length) {
      const larger = new Uint8Array(Math.max(bytes.length * 2, length + most));
      larger.set(bytes);
      bytes = larger;
    }
    length += encoder.encodeInto(text, bytes.subarray(length)).written;
    ends.push(length);
  };
  const mark = (ordinal: number, start: number) => {
    const word = ordinal >>> 5;
    if (word >= (pairs[0]?.length ?? 0)) {
      pairs = pairs.map((bits) => {
        const larger = new Uint32Array(bits.length * 2);
        larger.set(bits);
        return larger;
      });
    }
    for (const pair of pairsIn(bytes, start, length)) {
      const bits = pairs[pair] as Uint32Array;
      bits[word] = (bits[word] ?? 0) | (1 << (ordinal & 31));
    }
  };
  return {
    /** The next product's texts (`busqueda` and its name). */
    add(busqueda: string, name: string) {
      const [ordinal, start] = [ends.length / 2, length];
      write(numbersOf(busqueda));
      mark(ordinal, start);
      write(numbersOf(name));
    },
    done: (): Numbers => {
      const words = Math.ceil(ends.length / 2 / 32);
      return {
        bytes: bytes.slice(0, length),
        ends: Int32Array.from(ends),
        pairs: pairs.map((bits) => bits.slice(0, words)),
      };
    },
  };
}

/** A form as `numbersHave` looks for it: its bytes and their pairs. */
export interface NumberForm {
  bytes: Uint8Array;
  pairs: number[];
}

export function numberForm(form: string): NumberForm {
  const bytes = encoder.encode(form);
  return { bytes, pairs: [...new Set(pairsIn(bytes, 0, bytes.length))] };
}

/**
 * The products of the 32-bit word `word` (ordinals 32 * word to 32 * word + 31) that may have one of `forms`
 * in their `busqueda`: those with every pair of bytes of one of them. The others do not have any.
 */
export function mayHave(numbers: Numbers, forms: readonly NumberForm[], word: number): number {
  let may = 0;
  for (const form of forms) {
    let all = 0xffffffff;
    for (const pair of form.pairs) all &= numbers.pairs[pair]?.[word] ?? 0;
    may |= all;
  }
  return may;
}

/** Whether `form` is in the product's `busqueda` (or, with `inName`, in its name): among its words with a digit. */
export function numbersHave(numbers: Numbers, ordinal: number, form: NumberForm, inName: boolean): boolean {
  const { bytes, ends } = numbers;
  const index = 2 * ordinal + (inName ? 1 : 0);
  const start = index > 0 ? (ends[index - 1] ?? 0) : 0;
  const last = (ends[index] ?? 0) - form.bytes.length;
  const first = form.bytes[0];
  for (let at = start; at <= last; at++) {
    if (bytes[at] !== first) continue;
    let i = 1;
    while (i < form.bytes.length && bytes[at + i] === form.bytes[i]) i++;
    if (i === form.bytes.length) return true;
  }
  return false;
}
