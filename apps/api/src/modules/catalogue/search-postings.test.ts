// The postings' page and count for a search (search-postings.ts) over a catalogue of several blocks, against
// what the SQL's rule gives (repository.ts: every word in `busqueda` in one of its forms; the code typed first,
// then every word as typed in the name, then in `busqueda`, then the rest; the code breaking ties). The
// database tests (postings.test.ts) hold fewer products than one block: this one skips blocks and words' runs.
import { beforeAll, describe, expect, it } from 'vitest';
import { Random } from '../../lib/random';
import { type Postings, postingsMatch, readPostings, type SearchTexts } from './search-postings';
import { type SearchWord, searchWords, vocabularyOf } from './search-terms';

const random = new Random(37);
const WORDS = [
  'kit',
  'luces',
  'led',
  'aceite',
  'motor',
  'sintetico',
  'filtro',
  'aire',
  'bateria',
  'seca',
  'camisa',
  'lino',
  'usb-c',
  't-shirt',
  'azul',
  'verde',
  'rojo',
  'negro',
  'tornillo',
  'tuerca',
  'llanta',
  'rin',
  'freno',
  'frenos',
  'pastilla',
  'disco',
  'cadena',
  'pinon',
  'casco',
  'guante',
  'bota',
  'gafas',
  'sabana',
  'andino',
  'pacifico',
];
/** A rare word: a few products in the whole catalogue have it, far apart. */
const RARE = 'girasol';
/** A word of two runs of products, each from the first product of a block on (blocks of 16,384). */
const RUNS = 'zafiro';
const inRuns = (i: number) => (i >= 32_768 && i < 32_868) || (i >= 81_920 && i < 81_990);
/** Numbers some names have (a size, a grade, a voltage): looked for in the products' numbers, not in runs. */
const NUMBERS = ['500', '5w-30', '20w-50', '12v', 'x6'];

const products: SearchTexts[] = Array.from({ length: 100_000 }, (_, i) => {
  const words = Array.from({ length: random.int(2, 4) }, () => random.pick(WORDS));
  if (random.chance(0.3)) words.splice(random.int(0, words.length), 0, random.pick(NUMBERS));
  const name = words.join(' ');
  const nombre = `${name}${i % 9973 === 0 ? ` ${RARE}` : ''}${inRuns(i) ? ` ${RUNS}` : ''}`;
  const codigo = `p${String(i).padStart(6, '0')}`;
  return {
    id: 100_000 - i,
    codigo,
    codigo_lower: codigo,
    busqueda: `${codigo} ${nombre}`,
    nombre_busqueda: nombre,
  };
});
// A product with a search's words as typed in its name (relevance 1), before the code below with them.
products.push({
  id: 199_999,
  codigo: 'pa-pz',
  codigo_lower: 'pa-pz',
  busqueda: 'pa-pz kit pz 12v',
  nombre_busqueda: 'kit pz 12v',
});
// A code of letters (after every other in the order by code): a search for it puts it first.
products.push({
  id: 200_000,
  codigo: 'pz',
  codigo_lower: 'pz',
  busqueda: 'pz kit luces',
  nombre_busqueda: 'kit luces',
});
// A code with a space and a number: a search for it, two words, puts it first too.
products.push({
  id: 200_001,
  codigo: 'pz 12',
  codigo_lower: 'pz 12',
  busqueda: 'pz 12 kit 500',
  nombre_busqueda: 'kit 500',
});
const vocabulary = vocabularyOf([...WORDS, RARE, RUNS].map((palabra) => ({ palabra, n: 1 })));

/** The SQL's rule, product by product: the matches' ids in its order. */
function expected(words: readonly SearchWord[], text: string): number[] {
  const typedIn = (column: string) => words.every((w) => column.includes(w.typed));
  return products
    .filter((p) => words.every((w) => w.patterns.some((form) => p.busqueda.includes(form))))
    .map((p) => ({
      id: p.id,
      rank:
        p.codigo === text.trim().toLowerCase()
          ? 0
          : typedIn(p.nombre_busqueda)
            ? 1
            : typedIn(p.busqueda)
              ? 2
              : 3,
    }))
    .sort((a, b) => a.rank - b.rank)
    .map((p) => p.id);
}

describe('a search in the postings of a catalogue of many blocks', () => {
  let postingsOfProducts: Promise<Postings>;
  beforeAll(() => {
    postingsOfProducts = readPostings(async (after, count) =>
      products.filter((p) => after === undefined || p.codigo > after).slice(0, count),
    );
  });

  it('leaves to SQL the searches whose numbers would be read product by product for long', async () => {
    const postings = await postingsOfProducts;
    const inMemory = (text: string) =>
      postingsMatch(searchWords(text, vocabulary), text, postings) !== undefined;
    expect(inMemory('kit 500 12v')).toBe(true);
    // Three words with a digit, or a lone digit (in nearly every code): SQL.
    expect(inMemory('kit 500 12v x6')).toBe(false);
    expect(inMemory('kit 5')).toBe(false);
    expect(inMemory(`r ${'0 1 2 3 4 5 6 7 8 9 '.repeat(4)}`)).toBe(false);
    // A word typed again is looked for once.
    expect(searchWords(`${'kit '.repeat(40)}500`, vocabulary)).toHaveLength(2);
  });

  it('gives the pages and the count the SQL rule gives', async () => {
    const postings = await postingsOfProducts;
    const texts = [
      RARE,
      `${RARE} kit`,
      `luces ${RARE}`,
      'girsol',
      'kit',
      'frenos',
      'lino camisa',
      'azul verde rojo',
      'tuerka',
      'pastila disco',
      `${RUNS} kit`,
      `kit ${RUNS}`,
      `${RUNS} luces led`,
      'usb-c kit',
      't-shirt',
      'shirt',
      '-c',
      'p-',
      'pz',
      'PZ ',
      'rin',
      'sabana andino pacifico',
      'xyzzy',
      // Words with a digit, looked for in the numbers of the products the other words found.
      'kit 500',
      '500 kit',
      'aceite 5w-30',
      '5w-3 motr',
      'w-50 filtro',
      `${RARE} 500`,
      `12v ${RUNS}`,
      'luces 2v',
      '012 kit',
      'luces 000',
      'PZ 12',
      'pz 12 kit',
      'kit 5w-30 x6',
      'xyzzy 500',
      // Every tier: "frenos" as typed or through "freno", the number in the name or only in the code ("99").
      'frenos 12',
      'frenos 99',
      '99 frenos',
      // A word with a digit found as typed or through a word of letters ("t-shirt").
      't-shir1 kit',
      'frenos t-shir1',
    ];
    for (let i = 0; i < 30; i++) texts.push(`${random.pick(WORDS)} ${random.pick(WORDS)}`);
    for (let i = 0; i < 15; i++) texts.push(`${random.pick(NUMBERS)} ${random.pick(WORDS)}`);
    for (const text of texts) {
      const words = searchWords(text, vocabulary);
      const match = postingsMatch(words, text, postings);
      if (!match) throw new Error(`${text}: not answered from the postings`);
      const all = expected(words, text);
      expect(match.count(), text).toBe(all.length);
      for (const [offset, limit] of [
        [0, 24],
        [24, 24],
        [0, 7],
      ] as const) {
        expect(match.page(offset, limit), `${text} ${offset}`).toEqual(all.slice(offset, offset + limit));
      }
    }
  });
});
