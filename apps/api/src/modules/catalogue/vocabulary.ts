// The catalogue's vocabulary (the words of its names), kept in memory for the forgiving search
// (search-terms.ts). It is read once on the first search; when the catalogue's version moves it is read
// again in the background while searches go on with the words kept: a stock change (every order) moves the
// version, and at a million products the read takes about a second, so it never holds a search up, and it
// is never read again sooner than ten times its last read's duration after that read (at most a tenth of
// one core). A word new to the catalogue is found as typed at once, and through a typo from the next read.
import { freshVersion, type Versions } from '../../db/catalogue-version';
import type { Database } from '../../db/database';
import type { Postings } from './search-postings';
import { type Vocabulary, vocabularyOf } from './search-terms';

/** Reading the vocabulary again waits this many times the last read's duration after it. */
const REST_FACTOR = 10;

export function keptVocabulary(
  db: Database,
  read: () => Promise<Array<{ palabra: string; n: number }>>,
): (at?: Versions) => Promise<Vocabulary> {
  const version = freshVersion(db, 'catalogue');
  let kept: { version: number; words: Promise<Vocabulary> } | undefined;
  let refreshing = false;
  let restUntil = 0;

  async function load(): Promise<Vocabulary> {
    const started = Date.now();
    const rows = await read();
    restUntil = Date.now() + (Date.now() - started) * REST_FACTOR;
    return vocabularyOf(rows);
  }

  function refresh(current: number) {
    refreshing = true;
    load()
      .then((words) => {
        kept = { version: current, words: Promise.resolve(words) };
      })
      // A failed read keeps the words kept; the next search after the rest tries again.
      .catch(() => undefined)
      .finally(() => {
        refreshing = false;
      });
  }

  return async (at) => {
    const current = at?.catalogue ?? (await version());
    if (!kept) {
      const words = load();
      kept = { version: current, words };
      // A failed first read is not kept: the next search reads again.
      words.catch(() => {
        if (kept?.words === words) kept = undefined;
      });
      return words;
    }
    if (kept.version !== current && !refreshing && Date.now() >= restUntil) refresh(current);
    return kept.words;
  };
}

/**
 * The products' search postings (search-postings.ts), read in the background for the products' version (which
 * moves with names, codes and being on sale, not with stock): undefined until the read for the current version is
 * done (a search then reads every match in SQL), so they are never older than the products they stand for. At a
 * million products the read takes seconds: never again sooner than ten times its last read's duration after it.
 * `lookup` hears whether each ask found them (the metrics' cache lookups, `postings`).
 */
export function keptPostings(
  db: Database,
  read: () => Promise<Postings>,
  lookup: (hit: boolean) => void = () => {},
): (at?: Versions) => Promise<Postings | undefined> {
  const version = freshVersion(db, 'products');
  let kept: { version: number; postings: Postings } | undefined;
  let reading = false;
  let restUntil = 0;

  function load(current: number) {
    reading = true;
    const started = Date.now();
    read()
      .then((postings) => {
        kept = { version: current, postings };
      })
      // A failed read keeps none: the next search after the rest tries again.
      .catch(() => undefined)
      .finally(() => {
        reading = false;
        restUntil = Date.now() + (Date.now() - started) * REST_FACTOR;
      });
  }

  return async (at) => {
    const current = at?.products ?? (await version());
    lookup(kept?.version === current);
    if (kept?.version === current) return kept.postings;
    // Postings of an older version are dropped: their memory is not held beside the next read's.
    kept = undefined;
    if (!reading && Date.now() >= restUntil) load(current);
    return undefined;
  };
}
