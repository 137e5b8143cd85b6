// Texts found by their pairs of neighbouring characters: a text holds another only if it has every pair of it,
// so the texts having the other's rarest pair are the only ones to check. The search's runs (search-postings.ts)
// and the catalogue's words (search-terms.ts) are hundreds of thousands in a real catalogue: a search word's few
// are found without reading them all.

/** The distinct pairs of neighbouring characters of a text. */
function pairsOf(text: string): Set<string> {
  const pairs = new Set<string>();
  for (let at = 1; at < text.length; at++) pairs.add(text.slice(at - 1, at + 1));
  return pairs;
}

/** Per pair of neighbouring characters, the texts having it, by index (ascending). */
export type PairIndex = ReadonlyMap<string, Int32Array>;

export function pairIndex(texts: readonly string[]): PairIndex {
  const byPair = new Map<string, number[]>();
  texts.forEach((text, index) => {
    for (const pair of pairsOf(text)) {
      const list = byPair.get(pair) ?? [];
      if (list.length === 0) byPair.set(pair, list);
      list.push(index);
    }
  });
  return new Map([...byPair].map(([pair, list]) => [pair, Int32Array.from(list)]));
}

function* every(count: number): Generator<number> {
  for (let at = 0; at < count; at++) yield at;
}

/**
 * The indexes (ascending) of the texts that may hold one of `needles`, of `count` texts indexed: for a needle of
 * two characters or more, those with its rarest pair; a needle of one character may be in any text.
 */
export function mayHold(index: PairIndex, count: number, needles: readonly string[]): Iterable<number> {
  if (needles.some((needle) => needle.length < 2)) return every(count);
  const found = new Set<number>();
  for (const needle of needles) {
    let rarest: Int32Array | undefined;
    for (const pair of pairsOf(needle)) {
      const texts = index.get(pair) ?? new Int32Array(0);
      if (!rarest || texts.length < rarest.length) rarest = texts;
    }
    for (const at of rarest ?? []) found.add(at);
  }
  return [...found].sort((a, b) => a - b);
}
